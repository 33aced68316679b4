import GtkUI

extension GtkTestHost {
    /// Where animations read the time: `.manual` makes them wait for
    /// ``advanceAnimations(by:)``, so tests see chosen moments.
    public var animationClock: AnimationClock {
        get { GtkBackend.animationClock }
        set { GtkBackend.animationClock = newValue }
    }

    /// Moves the manual animation clock on by `seconds`, draws one frame of every running
    /// animation at that time, and lets GTK lay the window out.
    public func advanceAnimations(by seconds: Double) {
        GtkBackend.advanceAnimations(by: seconds)
        waitForFrame()
    }

    /// Runs `body` with the desktop's animations on (the host turns them off for
    /// determinism), restoring the setting afterwards.
    public func withDesktopAnimations<T>(_ body: () throws -> T) rethrows -> T {
        let was = Gtk.Settings.enablesAnimations
        Gtk.Settings.enablesAnimations = true
        defer { Gtk.Settings.enablesAnimations = was }
        return try body()
    }
}
