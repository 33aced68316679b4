/// When a `Text`'s label wraps.
///
/// SwiftUI wraps text onto more lines when it is offered less width than the text needs. A
/// wrapping `GtkLabel` pays for that at every layout: it is measured height-for-width, and a
/// box of a thousand such rows re-measures each of them whenever one changes (on GTK 4.8 a
/// one-label change in 5,000 rows took 83 ms against 12 ms for plain labels). A short text
/// would only wrap in a window narrower than any GNOME window, so only texts that could
/// plausibly be squeezed wrap: longer than ``wrappingColumns`` columns, or inside a
/// `.frame(width:)`. Shorter ones are laid out on one line, as a hand-written GTK label is.
enum TextWrapping {
    /// Texts wider than this many columns (an East Asian wide character counts two) wrap.
    static let wrappingColumns = 32

    /// Whether `text` is long enough to need wrapping in some window.
    static func mayNeedWrapping(_ text: String) -> Bool {
        var columns = 0
        for scalar in text.unicodeScalars {
            columns += isWide(scalar) ? 2 : 1
            if columns > wrappingColumns { return true }
        }
        return false
    }

    /// Whether `scalar` takes two columns: CJK ideographs, kana, Hangul and full-width forms.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
