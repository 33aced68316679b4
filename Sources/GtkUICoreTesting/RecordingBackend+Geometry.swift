import Foundation
import GtkUICore
import OpenCombine

extension RecordingBackend: GeometryBackend {
    /// Creates a `GeometryReader` test widget that keeps `onResize` for ``TestWidget/layOut(size:)``.
    public func makeGeometryReader(onResize: @escaping @MainActor (CGSize) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "GeometryReader")
        widget.properties["onResize"] = onResize
        return widget
    }

    /// Makes `content` the reader's children.
    public func updateGeometryReader(_ reader: BackendWidget, content: [BackendWidget]) {
        setChildren(content, of: reader)
    }

    /// Forgets the reader's `onResize` closure.
    public func detachGeometryReader(_ reader: BackendWidget) {
        (reader as! TestWidget).properties["onResize"] = nil
    }

    /// Creates a `ViewThatFits` test widget.
    public func makeViewThatFits() -> BackendWidget { TestWidget(kind: "ViewThatFits") }

    /// Makes `candidates` the widget's children and records `axes` (its raw value) as `fittingAxes`.
    public func updateViewThatFits(_ container: BackendWidget, candidates: [BackendWidget], axes: Axis.Set) {
        let widget = container as! TestWidget
        setChildren(candidates, of: widget)
        widget.set("fittingAxes", axes.rawValue, statistics)
    }
}

extension TestWidget {
    /// Lays a `GeometryReader` widget out at `size`, as a window would, reporting the size to
    /// the reader's node. Returns false when the widget reports no sizes.
    @discardableResult
    public func layOut(size: CGSize) -> Bool {
        guard let onResize = properties["onResize"] as? @MainActor (CGSize) -> Void else { return false }
        onResize(size)
        return true
    }
}

extension RecordingBackend {
    /// Reports ``containerSize`` at once and on each later change of it.
    public func observeContainerSize(around widget: BackendWidget, _ onChange: @escaping @MainActor (CGSize) -> Void)
        -> AnyCancellable
    {
        let observer = TestTimeline.ContainerObserver(onChange: onChange)
        timeline.containerObservers.append(observer)
        onChange(containerSize)
        return AnyCancellable { [timeline] in
            MainActor.assumeIsolated { timeline.containerObservers.removeAll { $0 === observer } }
        }
    }

    /// The size of the container `.containerRelativeFrame` views see (400 × 300 at first);
    /// setting it reports it to them and runs the update passes that follow.
    public var containerSize: CGSize {
        get { timeline.containerSize }
        set {
            timeline.containerSize = newValue
            for observer in timeline.containerObservers { observer.onChange(newValue) }
            runUntilIdle()
        }
    }

    /// The `.containerRelativeFrame` views following ``containerSize``.
    public var containerSizeObserverCount: Int { timeline.containerObservers.count }
}
