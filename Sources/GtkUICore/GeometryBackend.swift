import Foundation
import OpenCombine

/// Containers whose content depends on the space they are given: `GeometryReader`, which
/// reports the size it is allocated, and `ViewThatFits`, which shows the first of its
/// children that fits.
///
/// Design notes:
/// - A geometry reader takes all the space offered and asks for none: its size never depends
///   on its content, so content built from the size cannot make the size change again (no
///   resize loop). The backend calls `onResize` after a layout that gave it a new size, never
///   during one; the core then rebuilds the content once.
/// - A view-that-fits container holds every candidate and chooses among them while it is laid
///   out, by their natural sizes, so a resize re-chooses without a round trip through the core.
/// - `.containerRelativeFrame` learns its container's size from
///   ``observeContainerSize(around:_:)``: the backend reports it after the container is laid out
///   and whenever it changes, from the toolkit's own notifications (no per-frame callback).
/// - Reached through `graph.backend as? any GeometryBackend`.
///
/// ```swift
/// let reader = backend.makeGeometryReader { size in print(size) }
/// backend.updateGeometryReader(reader, content: [label])
/// ```
@MainActor
public protocol GeometryBackend: Backend {
    /// Creates a container that fills the space offered, places its content at its top-leading
    /// corner and calls `onResize` with its new size after each layout that changes it.
    func makeGeometryReader(onResize: @escaping @MainActor (CGSize) -> Void) -> BackendWidget
    /// Makes `content` the reader's children, layered in order.
    func updateGeometryReader(_ reader: BackendWidget, content: [BackendWidget])
    /// Stops the reader from reporting sizes, releasing its `onResize` closure.
    func detachGeometryReader(_ reader: BackendWidget)

    /// Creates a container that shows the first of its candidates that fits.
    func makeViewThatFits() -> BackendWidget
    /// Makes `candidates` the container's children in order of preference; it shows the first
    /// whose natural size fits the space it is given along `axes`, or the last if none does.
    func updateViewThatFits(_ container: BackendWidget, candidates: [BackendWidget], axes: Axis.Set)

    /// Calls `onChange` with the size of the container around `widget` — the visible area of
    /// the nearest scroll view, or else the window's content — once it is known and whenever
    /// it changes, until the result is cancelled or released.
    func observeContainerSize(around widget: BackendWidget, _ onChange: @escaping @MainActor (CGSize) -> Void)
        -> AnyCancellable
}
