#ifndef GTKUI_CGTK_SHIM_H
#define GTKUI_CGTK_SHIM_H

// The one C surface GtkUI sees: GTK 4 plus static inline helpers for the GLib and GTK
// macros that Swift cannot import (signal connection, type checks, instance casts).
// Only GtkUI's GTK backend imports this module.

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <pthread.h>
#include <signal.h>

// MARK: Signals

/// g_signal_connect_data without the macro; `notify` runs when the handler is disconnected
/// or the instance is finalized, which is where GtkUI releases the Swift closure box.
static inline gulong gtkui_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                          gpointer data, GClosureNotify notify) {
    return g_signal_connect_data(instance, signal, handler, data, notify, (GConnectFlags)0);
}

static inline GCallback gtkui_callback(void *function) { return (GCallback)function; }

// MARK: Type checks and casts

static inline gboolean gtkui_is_a(gpointer instance, GType type) {
    return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

static inline GType gtkui_type_of(gpointer instance) { return G_OBJECT_TYPE(instance); }
static inline const char *gtkui_type_name_of(gpointer instance) { return G_OBJECT_TYPE_NAME(instance); }

static inline GObject *gtkui_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *gtkui_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *gtkui_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkBox *gtkui_box(gpointer p) { return GTK_BOX(p); }
static inline GtkEditable *gtkui_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkEntry *gtkui_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkLabel *gtkui_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *gtkui_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkStack *gtkui_stack(gpointer p) { return GTK_STACK(p); }
static inline GtkHeaderBar *gtkui_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkApplication *gtkui_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GApplication *gtkui_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GtkAccessible *gtkui_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }
static inline GtkCheckButton *gtkui_check_button(gpointer p) { return GTK_CHECK_BUTTON(p); }
static inline GtkSwitch *gtkui_switch(gpointer p) { return GTK_SWITCH(p); }
static inline GtkListBox *gtkui_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkScrolledWindow *gtkui_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkStyleProvider *gtkui_style_provider(gpointer p) { return GTK_STYLE_PROVIDER(p); }
static inline GtkEventController *gtkui_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkGesture *gtkui_gesture(gpointer p) { return GTK_GESTURE(p); }
static inline GtkGestureSingle *gtkui_gesture_single(gpointer p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkGestureDrag *gtkui_gesture_drag(gpointer p) { return GTK_GESTURE_DRAG(p); }
static inline GtkGestureLongPress *gtkui_gesture_long_press(gpointer p) { return GTK_GESTURE_LONG_PRESS(p); }
static inline GtkShortcutController *gtkui_shortcut_controller(gpointer p) { return GTK_SHORTCUT_CONTROLLER(p); }
static inline GdkPaintable *gtkui_paintable(gpointer p) { return GDK_PAINTABLE(p); }
static inline GtkNative *gtkui_native(gpointer p) { return GTK_NATIVE(p); }
static inline GtkImage *gtkui_image(gpointer p) { return GTK_IMAGE(p); }
static inline GtkPicture *gtkui_picture(gpointer p) { return GTK_PICTURE(p); }
static inline GtkSymbolicPaintable *gtkui_symbolic_paintable(gpointer p) { return GTK_SYMBOLIC_PAINTABLE(p); }
static inline GtkPasswordEntry *gtkui_password_entry(gpointer p) { return GTK_PASSWORD_ENTRY(p); }
static inline GtkTextView *gtkui_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
static inline GtkTextBuffer *gtkui_text_buffer(gpointer p) { return GTK_TEXT_BUFFER(p); }
static inline void gtkui_set_string_property(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}
static inline char *gtkui_dup_string_property(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

static inline gboolean gtkui_get_boolean_property(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}
static inline gint gtkui_get_enum_property(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

/// Emits a signal that takes no arguments and returns nothing, such as `clicked`.
static inline void gtkui_emit(gpointer instance, const char *signal) { g_signal_emit_by_name(instance, signal); }

/// Unblocks SIGINT and SIGTERM, which a launching process may have left blocked, so the
/// main loop's handlers for them can run.
static inline void gtkui_unblock_termination_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

// MARK: Accessibility (variadic in C)

/// A label whose accessible role is `role` (the role is fixed at construction).
static inline GtkWidget *gtkui_label_new_with_role(const char *text, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "label", text, "accessible-role", role, NULL));
}

/// A new widget of `type` whose accessible role is `role`, such as a `GtkOverlay` exposed as a
/// group (as a `GtkBox` is) rather than as a generic element named by its class.
static inline GtkWidget *gtkui_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

static inline void gtkui_accessible_set_label(gpointer accessible, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void gtkui_accessible_set_description(gpointer accessible, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                   description, -1);
}

/// Tells assistive technologies the value of a range (a progress ring) and its bounds.
static inline void gtkui_accessible_set_range_value(gpointer accessible, double minimum, double maximum,
                                                    double value) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
                                   value, -1);
}

/// Hides an accessible from assistive technologies (`hidden`) or shows it again.
static inline void gtkui_accessible_set_hidden(gpointer accessible, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/// Sets the text assistive technologies read as an accessible's value ("60 percent").
static inline void gtkui_accessible_set_value_text(gpointer accessible, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

/// Marks an accessible as modal (it hides the rest of the window from screen readers) or not.
static inline void gtkui_accessible_set_modal(gpointer accessible, gboolean modal) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_MODAL, modal, -1);
}

/// Sets a heading's level (1–6).
static inline void gtkui_accessible_set_level(gpointer accessible, int level) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
}

/// Takes back a property set with the functions above, so the widget's own value shows.
static inline void gtkui_accessible_reset_property(gpointer accessible, GtkAccessibleProperty property) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(accessible), property);
}

/// Takes back a state set with the functions above.
static inline void gtkui_accessible_reset_state(gpointer accessible, GtkAccessibleState state) {
    gtk_accessible_reset_state(GTK_ACCESSIBLE(accessible), state);
}

/// Marks an accessible as selected (a tab shown, a row chosen) or not.
static inline void gtkui_accessible_set_selected(gpointer accessible, gboolean selected) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

/// Marks an accessible as holding input that is not valid (`aria-invalid`), or valid again.
static inline void gtkui_accessible_set_invalid(gpointer accessible, gboolean invalid) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_INVALID,
                                invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
}

static inline void gtkui_accessible_set_labelled_by(gpointer accessible, gpointer other) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                   other, NULL, -1);
}

// MARK: Buttons

/// A managed-scope shortcut controller with one shortcut, `keyval` with `modifiers`, that
/// activates the widget it is added to (GtkActivateAction: a button animates a press, then
/// emits `clicked`). GTK runs it from the nearest GtkShortcutManager (the window) and skips it
/// while the widget is hidden or insensitive.
static inline GtkEventController *gtkui_activating_shortcut_controller_new(guint keyval, GdkModifierType modifiers) {
    GtkEventController *controller = gtk_shortcut_controller_new();
    gtk_shortcut_controller_set_scope(GTK_SHORTCUT_CONTROLLER(controller), GTK_SHORTCUT_SCOPE_MANAGED);
    GtkShortcutAction *action = GTK_SHORTCUT_ACTION(g_object_ref(gtk_activate_action_get()));
    GtkShortcut *shortcut = gtk_shortcut_new(gtk_keyval_trigger_new(keyval, modifiers), action);
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(controller), shortcut);
    return controller;
}

/// Activates the default button `button` for Return, unless the focused widget uses Return
/// itself — another button, a check box or switch, a list, a spin button or a multi-line text
/// view — in which case the key goes on to it, as on GNOME. A single-line text field does not
/// keep Return from the default button.
static inline gboolean gtkui_default_button_activate(GtkWidget *button, GVariant *arguments, gpointer data) {
    (void)arguments;
    (void)data;
    GtkRoot *root = gtk_widget_get_root(button);
    for (GtkWidget *widget = root != NULL ? gtk_root_get_focus(root) : NULL; widget != NULL && widget != button;
         widget = gtk_widget_get_parent(widget)) {
        if (GTK_IS_BUTTON(widget) || GTK_IS_CHECK_BUTTON(widget) || GTK_IS_SWITCH(widget) ||
            GTK_IS_TEXT_VIEW(widget) || GTK_IS_LIST_VIEW(widget) || GTK_IS_GRID_VIEW(widget) ||
            GTK_IS_LIST_BOX(widget) || GTK_IS_COLUMN_VIEW(widget) || GTK_IS_SPIN_BUTTON(widget))
            return FALSE;
    }
    return gtk_widget_activate(button);
}

/// A managed-scope shortcut controller for a window's default button: Return (or Enter on the
/// keypad) activates the widget it is added to, seen before the focused widget (capture phase)
/// so that a text field's Return reaches it; see gtkui_default_button_activate.
static inline GtkEventController *gtkui_default_button_shortcut_controller_new(void) {
    GtkEventController *controller = gtk_shortcut_controller_new();
    gtk_shortcut_controller_set_scope(GTK_SHORTCUT_CONTROLLER(controller), GTK_SHORTCUT_SCOPE_MANAGED);
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE);
    GtkShortcutTrigger *trigger = gtk_alternative_trigger_new(gtk_keyval_trigger_new(GDK_KEY_Return, 0),
                                                              gtk_keyval_trigger_new(GDK_KEY_KP_Enter, 0));
    GtkShortcut *shortcut =
        gtk_shortcut_new(trigger, gtk_callback_action_new(gtkui_default_button_activate, NULL, NULL));
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(controller), shortcut);
    return controller;
}

/// The keyboard shortcuts assistive technologies announce for a widget (ARIA's
/// `aria-keyshortcuts` syntax, such as `Control+S`); NULL removes them.
static inline void gtkui_accessible_set_key_shortcuts(gpointer accessible, const char *shortcuts) {
    if (shortcuts == NULL) {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS);
    } else {
        gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS,
                                       shortcuts, -1);
    }
}

/// Emits a GtkGestureClick signal (`pressed`, `released`) with its arguments, as a pointer
/// would make the gesture do.
static inline void gtkui_emit_click(gpointer gesture, const char *signal, int presses, double x, double y) {
    g_signal_emit_by_name(gesture, signal, presses, x, y);
}

// MARK: X11

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

/// The X11 window ID of a realized window, or 0 on other backends (Wayland, Broadway).
static inline unsigned long gtkui_window_xid(gpointer window) {
#ifdef GDK_WINDOWING_X11
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface != NULL && GDK_IS_X11_SURFACE(surface)) return gdk_x11_surface_get_xid(surface);
#endif
    return 0;
}

// MARK: libdispatch main queue (exported by libdispatch for run-loop integration)

/// The file descriptor that becomes readable when work is queued on DispatchQueue.main.
extern int _dispatch_get_main_queue_handle_4CF(void);
/// Drains DispatchQueue.main (and so the main actor's queue) on the calling main thread.
extern void _dispatch_main_queue_callback_4CF(void *message);

static inline int gtkui_dispatch_main_queue_fd(void) { return _dispatch_get_main_queue_handle_4CF(); }
static inline void gtkui_dispatch_drain_main_queue(void) { _dispatch_main_queue_callback_4CF(NULL); }

#endif
