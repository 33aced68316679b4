import Foundation
import GtkUI

/// SF Symbols names, tints, scales, resizable icons and picture files side by side.
struct ImagesCatalog: View {
    @State private var symbolIndex = 0

    /// A row of commonly used symbols.
    static let common = [
        "plus", "minus", "trash", "star", "star.fill", "heart.fill", "person.crop.circle", "gearshape",
        "magnifyingglass", "checkmark", "xmark", "square.and.arrow.up", "folder", "doc", "pencil", "bell",
        "calendar", "clock", "house", "envelope", "phone", "info.circle", "exclamationmark.triangle",
        "arrow.clockwise", "play.fill", "pause.fill", "chevron.left", "chevron.right",
    ]
    /// The symbols Next symbol cycles through.
    static let cycle = ["star.fill", "heart.fill", "bell", "folder", "trash", "gearshape"]

    /// A sample picture shipped with the gallery.
    static func sample(_ name: String) -> String {
        (GalleryResources.directory?.appendingPathComponent("images/\(name)").path) ?? name
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text(verbatim: "Image(systemName:)")
            symbolRows
            Text(verbatim: ".foregroundColor · .imageScale(.small / .medium / .large) · .font(.system(size: 32))")
            HStack(spacing: 14) {
                Image(systemName: "star.fill").foregroundColor(.yellow)
                Image(systemName: "heart.fill").foregroundColor(.red)
                Image(systemName: "checkmark.circle").foregroundColor(.green)
                Image(systemName: "info.circle").foregroundColor(.blue)
                Image(systemName: "gearshape").imageScale(.small)
                Image(systemName: "gearshape").imageScale(.medium)
                Image(systemName: "gearshape").imageScale(.large)
                Image(systemName: "gearshape").font(.system(size: 32))
            }
            Text(verbatim: ".resizable().scaledToFit() in 48 × 48 and 32 × 64 frames")
            HStack(spacing: 14) {
                Image(systemName: "folder").resizable().scaledToFit().frame(width: 48, height: 48)
                Image(systemName: "person.crop.circle").resizable().scaledToFit().frame(width: 48, height: 48)
                    .foregroundColor(.purple)
                Image(systemName: "bell").resizable().scaledToFit().frame(width: 32, height: 64)
                    .background(Color.gray.opacity(0.2))
            }
            Text(verbatim: "Image(filePath:) — PNG, JPEG (fit, fill), SVG (decorative)")
            HStack(alignment: .top, spacing: 14) {
                Image(filePath: Self.sample("landscape.png")).resizable().scaledToFit().frame(width: 120, height: 80)
                Image(filePath: Self.sample("portrait.jpg")).resizable().scaledToFit().frame(width: 80, height: 80)
                    .background(Color.gray.opacity(0.2))
                Image(filePath: Self.sample("landscape.png")).resizable().scaledToFill().frame(width: 80, height: 80)
                    .cornerRadius(8)
                Image(filePath: Self.sample("badge.svg")).accessibilityHidden(true)
            }
            HStack(spacing: 10) {
                Button("Next symbol") { symbolIndex = (symbolIndex + 1) % Self.cycle.count }
                Image(systemName: Self.cycle[symbolIndex]).imageScale(.large)
                Text(verbatim: Self.cycle[symbolIndex])
            }
            HStack(spacing: 10) {
                Image(systemName: "cart.badge.questionmark")
                Text(verbatim: "An unmapped name shows the placeholder and is reported once on stderr")
            }
        }
    }

    /// The common symbols, seven to a row, each above its name.
    private var symbolRows: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(0..<4) { row in
                HStack(spacing: 6) {
                    ForEach(Self.common[(row * 7)..<(row * 7 + 7)], id: \.self) { name in
                        VStack(spacing: 4) {
                            Image(systemName: name).imageScale(.large)
                            Text(verbatim: name)
                        }
                        .frame(width: 104)
                    }
                }
            }
        }
    }
}
