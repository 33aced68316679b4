import Foundation
import GtkUI

/// The Catalog pages for change handlers and publishers.
enum CatalogEventPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-changes", seed: .catalog, title: "Change handlers and timers",
                explanation: ".onChange(of:) runs with the old and new value when something the view was given "
                    + "changes; type in the field to see it. .onReceive runs for each value a publisher sends: "
                    + "here Timer.publish(every: 1, on: .main, in: .common).autoconnect() drives a clock, "
                    + "ticking inside GTK's main loop and stopping when you leave the page."
            ) { ChangesCatalog() },
            GalleryPage(
                name: "catalog-text-input", seed: .catalog, title: "Text input",
                explanation: "SecureField hides what you type (press the eye to peek). Return in either field runs "
                    + ".onSubmit. .keyboardType, .textContentType and .autocorrectionDisabled tell input methods "
                    + "what a field holds. TextEditor edits many lines, with undo (Ctrl+Z); the sticky note hides its "
                    + "background with .scrollContentBackground(.hidden)."
            ) { TextInputCatalog() },
            GalleryPage(
                name: "catalog-focus", seed: .catalog, title: "Focus and formatted fields",
                explanation: "@FocusState follows the keyboard focus (click or Tab) and moves it when set: Return "
                    + "goes to the next field, the arrow keys move between fields (.onKeyPress), Escape and Done "
                    + "clear it. Quantity, Price and Discount are TextField(value:format:) fields: they parse "
                    + "when you press Return or leave them, and text that does not parse turns the field red. "
                    + "The message grows as it wraps (axis: .vertical); Alt+Return starts a new line."
            ) { FocusCatalog() },
        ]
    }
}

/// A field whose edits are logged by `.onChange`, and a clock driven by a timer publisher.
struct ChangesCatalog: View {
    @State private var name = ""
    @State private var edits: [String] = []
    @State private var now = Date()
    private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Type a name", text: $name)
                .onChange(of: name) { old, new in edits = Array((edits + ["“\(old)” → “\(new)”"]).suffix(4)) }
            ForEach(edits, id: \.self) { Text($0).foregroundStyle(.secondary) }
            Text(now, format: .dateTime.hour().minute().second()).font(.title).monospacedDigit()
                .onReceive(clock) { now = $0 }
        }
    }
}
