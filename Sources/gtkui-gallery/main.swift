import Foundation
import GtkUIGallery

// The gallery's entry point: everything lives in GtkUIGallery so tests can drive it.
exit(MainActor.assumeIsolated { GalleryApp.main(arguments: Array(CommandLine.arguments.dropFirst())) })
