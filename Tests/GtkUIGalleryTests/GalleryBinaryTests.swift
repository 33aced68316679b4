import Testing

/// The suites that launch the real `gtkui-gallery` binary.
///
/// A GtkApplication is single-instance per D-Bus session: a second launch hands its request to
/// the gallery already running and exits at once. Suites that launch the binary therefore nest
/// here and run one after the other.
@Suite("The gallery binary", .serialized)
enum GalleryBinaryTests {}
