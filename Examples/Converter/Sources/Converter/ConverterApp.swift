import GtkUI

/// The converter app: one window holding the conversion form.
@main
struct ConverterApp: App {
    static var applicationID: String { "io.github.gtkui.Converter" }

    var body: some Scene {
        WindowGroup("Converter") {
            ConverterView()
        }
        .defaultSize(width: 560, height: 860)
    }
}
