import CGtk
import Foundation
import GtkUICore
import OpenCombine

extension GtkBackend: TimelineBackend {
    /// The system clock.
    public var currentDate: Date { Date() }

    /// A GLib timeout, removed when cancelled.
    public func startTimer(after seconds: Double, _ fire: @escaping @MainActor () -> Void) -> AnyCancellable {
        let source = Gtk.TimelineSource.timeout(after: seconds, fire)
        return AnyCancellable { MainActor.assumeIsolated { source.cancel() } }
    }

    /// A tick callback on `widget`'s frame clock, removed when cancelled.
    public func startFrameTicks(on widget: BackendWidget, _ tick: @escaping @MainActor () -> Void) -> AnyCancellable {
        let source = Gtk.TimelineSource.frameTicks(on: widget as! Gtk.Widget, tick)
        return AnyCancellable { MainActor.assumeIsolated { source.cancel() } }
    }
}
