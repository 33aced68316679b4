import Foundation
import Testing

/// The suites that launch the real `gtkui-gallery` binary.
///
/// A GtkApplication is single-instance per D-Bus session: a second launch hands its request to
/// the gallery already running and exits at once. Suites that launch the binary therefore nest
/// here and run one after the other.
@Suite("The gallery binary", .serialized)
enum GalleryBinaryTests {}

extension GalleryBinaryTests {
    /// The path of the executable `name` (`gtkui-gallery`, `gtkui-leak-session`) built
    /// beside the test bundle.
    static func builtExecutable(_ name: String) -> String {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBundle.deletingLastPathComponent()
        while directory.path != "/",
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent(name).path
    }
}
