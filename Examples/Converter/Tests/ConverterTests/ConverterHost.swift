import Foundation
import GtkUI
import GtkUITesting

@testable import Converter

/// Opens the converter in a test window over a fresh, empty `@AppStorage` file of its own, so
/// no test sees another's choices or the user's real settings.
@MainActor
enum ConverterHost {
    /// A new storage file in a temporary folder; nothing is written until a choice changes.
    static func freshStorageFile() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("converter-tests-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent("app-storage.json")
    }

    /// Reads `@AppStorage` from `file` from now on, as a new launch of the app would.
    static func useStorage(at file: URL) {
        _AppStorageStore.shared = _AppStorageStore(fileURL: file)
    }

    /// The converter in US English (so numbers read “7,456.47”), over `file`'s storage.
    static func open(storage file: URL = freshStorageFile()) throws -> GtkTestHost {
        useStorage(at: file)
        return try GtkTestHost(
            ConverterView().environment(\.locale, Locale(identifier: "en_US")), title: "Converter")
    }
}

extension GtkTestHost {
    /// The text the Result row shows.
    var resultText: String? {
        let toGroup = formGroups.first { $0.header == "To" }
        return toGroup?.rows.last.flatMap { texts(in: $0).last }
    }

    /// The Recent section's rows as “input → output”, top to bottom.
    var recentConversions: [String] {
        guard let group = formGroups.first(where: { $0.header == "Recent" }) else { return [] }
        return group.rows.compactMap { row in
            let texts = texts(in: row)
            return texts.count == 2 ? "\(texts[0]) → \(texts[1])" : nil
        }
    }

    /// The texts of the labels shown inside `widget`, in order.
    func texts(in widget: Gtk.Widget) -> [String] {
        guard widget.isMapped else { return [] }
        let own = (widget as? Gtk.Label).map { [$0.text] } ?? []
        return own.filter { !$0.isEmpty } + widget.children.flatMap { texts(in: $0) }
    }
}
