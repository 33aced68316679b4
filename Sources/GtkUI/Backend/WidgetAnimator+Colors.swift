import CGtk
import GtkUICore

/// A colour a decoration draws: its text colour or its background.
enum ColorRole: Hashable {
    case foreground, background
}

/// A colour animating from one value to another, component by component (sRGB and alpha).
struct ColorTrack {
    var from: [Double]
    var to: [Double]
    var start: Double
    var animation: Animation

    func value(at time: Double) -> [Double] {
        let progress = animation.progress(atElapsed: time - start)
        return zip(from, to).map { min(max($0 + ($1 - $0) * progress, 0), 1) }
    }
}

extension WidgetAnimator {
    /// The components of `role`'s colour drawn now, if it is animating.
    func presentedColor(_ role: ColorRole) -> [Double]? { colorTracks[role]?.value(at: now()) }

    /// Animates `role`'s colour from `from` to `to` (red, green, blue, alpha).
    func animateColor(_ role: ColorRole, from: [Double], to: [Double], animation: Animation) {
        colorTracks[role] = ColorTrack(from: from, to: to, start: now(), animation: animation)
        startTicking()
    }

    /// Stops animating `role`'s colour; the style class's colour shows from now.
    func cancelColor(_ role: ColorRole) {
        guard colorTracks.removeValue(forKey: role) != nil else { return }
        applyColors(at: now())
        finishIfIdle()
    }

    /// Draws the animated colours through the widget's own style provider, above the shared
    /// style classes; removes the provider when no colour animates, leaving the class's.
    func applyColors(at time: Double) {
        let context = gtk_widget_get_style_context(widget.widget)
        guard !colorTracks.isEmpty else {
            if let provider = colorProvider {
                gtk_style_context_remove_provider(context, gtkui_style_provider(UnsafeMutableRawPointer(provider)))
                g_object_unref(provider)
                colorProvider = nil
            }
            return
        }
        let provider = colorProvider ?? gtk_css_provider_new()!
        if colorProvider == nil {
            colorProvider = provider
            // Above the application's sheets (600) and the user's (800).
            gtk_style_context_add_provider(context, gtkui_style_provider(UnsafeMutableRawPointer(provider)), 900)
        }
        var rules: [String] = []
        if let color = colorTracks[.foreground]?.value(at: time) { rules.append("color: \(Self.css(color));") }
        if let color = colorTracks[.background]?.value(at: time) {
            rules.append("background-color: \(Self.css(color));")
        }
        gtk_css_provider_load_from_data(provider, "* { \(rules.joined(separator: " ")) }", -1)
    }

    private static func css(_ components: [Double]) -> String {
        "rgba(\(Int((components[0] * 255).rounded())), \(Int((components[1] * 255).rounded())), "
            + "\(Int((components[2] * 255).rounded())), \(components[3]))"
    }
}

extension GtkBackend {
    /// Animates, or writes at once, the change of a decoration's text and background colours
    /// after its style class was swapped: only a colour replacing a colour interpolates.
    func animateColors(on widget: Gtk.Widget, from old: (Color?, Color?)?, to new: (Color?, Color?)) {
        let old = old ?? (nil, nil)
        for (role, before, after) in [(ColorRole.foreground, old.0, new.0), (.background, old.1, new.1)] {
            guard let before, let after, before != after else {
                WidgetAnimator.existing(widget)?.cancelColor(role)
                continue
            }
            let target = [after.red, after.green, after.blue, after.opacity]
            if let animation, WidgetAnimator.enabled, gtk_widget_get_mapped(widget.widget) != 0 {
                let animator = WidgetAnimator.of(widget)
                let from = animator.presentedColor(role) ?? [before.red, before.green, before.blue, before.opacity]
                animator.animateColor(role, from: from, to: target, animation: animation)
                animator.step(at: animator.now())
            } else {
                WidgetAnimator.existing(widget)?.cancelColor(role)
            }
        }
    }
}
