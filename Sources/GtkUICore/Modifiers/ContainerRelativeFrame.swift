import Foundation
import OpenCombine

extension View {
    /// Sizes the view along `axes` to the size of its container: the visible area of the
    /// nearest scroll view around it, or else the window's content.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack {
    ///         ForEach(photos) { PhotoCard(photo: $0).containerRelativeFrame(.horizontal) }
    ///     }
    /// }
    /// ```
    ///
    /// The size is learned from the container after it is laid out (GTK's scroll adjustments'
    /// page size, the window surface's layout), so the view takes its size one layout after
    /// the container's changes; nothing runs while sizes stay the same.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> _ContainerRelativeFrame<
        Self
    > {
        _ContainerRelativeFrame(content: self, axes: axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view along `axes` to `span` of `count` equal columns (or rows) of its
    /// container, with `spacing` between them.
    ///
    /// ```swift
    /// Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
    /// ```
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> _ContainerRelativeFrame<Self> {
        if count < 1 || span < 1 {
            Diagnostics.emitOnce(
                ".containerRelativeFrame(count: \(count), span: \(span)): count and span must be at least 1; "
                    + "1 is used. Pass the number of columns the container holds and how many the view spans.")
        }
        let count = max(1, count)
        let span = min(max(1, span), count)
        return _ContainerRelativeFrame(content: self, axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// Sizes the view along `axes` to what `length` makes of the container's size along each
    /// axis.
    ///
    /// ```swift
    /// Text("Half").containerRelativeFrame(.horizontal) { width, _ in width / 2 }
    /// ```
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> _ContainerRelativeFrame<Self> {
        _ContainerRelativeFrame(content: self, axes: axes, alignment: alignment, length: length)
    }
}

/// A view sized by its container, from `.containerRelativeFrame(_:alignment:)`.
public struct _ContainerRelativeFrame<Content: View>: View, PrimitiveView {
    /// Never called: the node frames the content.
    public typealias Body = Never
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func makeNode(in graph: ViewGraph) -> ViewNode { ContainerRelativeFrameNode(graph: graph) }
}

@MainActor
protocol ContainerRelativeFraming {
    func framed(in container: CGSize?) -> any View
}

extension _ContainerRelativeFrame: ContainerRelativeFraming {
    func framed(in container: CGSize?) -> any View {
        let width = axes.contains(.horizontal) ? container.map { Double(max(0, length($0.width, .horizontal))) } : nil
        let height = axes.contains(.vertical) ? container.map { Double(max(0, length($0.height, .vertical))) } : nil
        return content.frame(width: width, height: height, alignment: alignment)
    }
}

/// Renders `.containerRelativeFrame`: frames the content to the container's size, which the
/// backend reports when it changes.
@MainActor
final class ContainerRelativeFrameNode: SingleChildNode {
    private var view: (any ContainerRelativeFraming)?
    private var containerSize: CGSize?
    private var observation: AnyCancellable?
    private weak var observedWidget: AnyObject?

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.view = (view as! any ContainerRelativeFraming)
        self.environment = environment
        render()
    }

    override func rerender() { render() }

    override func unmount() {
        observation = nil
        super.unmount()
    }

    private func render() {
        guard let view else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        show(view.framed(in: containerSize), environment: environment)
        guard let widget = child?.hostWidgets.first, widget !== observedWidget,
            let backend = graph.backend as? any GeometryBackend
        else { return }
        observedWidget = widget
        observation = backend.observeContainerSize(around: widget) { [weak self] size in
            guard let self, self.isMounted, size != self.containerSize else { return }
            self.containerSize = size
            self.invalidate()
        }
    }
}
