import CGtk

extension Gtk {
    /// A `GtkApplication`: the process's connection to the desktop, with a unique ID.
    public final class Application: Object {
        /// Creates an application with a reverse-DNS `id` such as `io.github.gtkui.Gallery`.
        ///
        /// With a session bus, a second launch activates the running instance instead of
        /// starting another; without one the application runs on its own.
        public convenience init(id: String) {
            precondition(g_application_id_is_valid(id) != 0, "'\(id)' is not a valid application ID")
            self.init(UnsafeMutableRawPointer(gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS)))
        }

        /// Runs `handler` each time the application is activated (launched or re-launched).
        public func onActivate(_ handler: @escaping @MainActor () -> Void) {
            connect("activate", handler: handler)
        }

        /// Runs the main loop until the last window closes.
        ///
        /// Command-line arguments are parsed by the caller; GApplication sees only the
        /// program name so it does not reject the app's own options.
        ///
        /// - Returns: The process exit status.
        public func run() -> Int32 {
            var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(CommandLine.arguments.first ?? "gtkui"), nil]
            defer { free(arguments[0]) }
            return g_application_run(gtkui_g_application(pointer), 1, &arguments)
        }

        /// Creates a window that belongs to this application.
        public func makeWindow() -> Window {
            Window(UnsafeMutableRawPointer(gtk_application_window_new(gtkui_application(pointer))))
        }

        /// Ends the main loop.
        public func quit() { g_application_quit(gtkui_g_application(pointer)) }
    }

    /// A `GtkCssProvider` applied to every widget on the default display.
    public final class StyleSheet: Object {
        /// Creates an empty style sheet and installs it for the whole display.
        ///
        /// - Parameter priority: GTK_STYLE_PROVIDER_PRIORITY_APPLICATION (600) by default.
        public convenience init(priority: UInt32 = 600) {
            self.init(UnsafeMutableRawPointer(gtk_css_provider_new()))
            gtk_style_context_add_provider_for_display(
                gdk_display_get_default(), gtkui_style_provider(pointer), priority)
        }

        /// Replaces the sheet's rules with `css`; parse errors are reported on stderr.
        public func load(_ css: String) {
            gtk_css_provider_load_from_data(pointer.assumingMemoryBound(to: GtkCssProvider.self), css, -1)
        }
    }
}
