// Key presses for tests, on the real keyboard path: XTEST events that the X server delivers to
// the focused window, so GTK handles them exactly as a user's keys (shortcut controllers,
// focus, bindings). The X libraries are looked up at run time: GTK already has libX11 loaded,
// and libXtst (shipped with xdotool and most X installations) is needed only here, so neither
// the library nor the app links against them.

#include <dlfcn.h>
#include <gtk/gtk.h>

#include "CGtkUI.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>

typedef int (*gtkui_fake_key_func)(Display *display, unsigned int keycode, Bool is_press, unsigned long delay);
typedef KeyCode (*gtkui_keysym_to_keycode_func)(Display *display, KeySym keysym);
typedef int (*gtkui_set_input_focus_func)(Display *display, Window focus, int revert_to, Time time);

static void *gtkui_x11_symbol(const char *library, const char *name) {
    // A library already loaded (libX11, by GTK) is found again, not loaded twice.
    void *handle = dlopen(library, RTLD_LAZY);
    return handle != NULL ? dlsym(handle, name) : NULL;
}
#endif

int gtkui_x11_press_keys(void *window, const unsigned int *keyvals, int count) {
#ifdef GDK_WINDOWING_X11
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface == NULL || !GDK_IS_X11_SURFACE(surface)) return 1;

    static gtkui_fake_key_func fake_key = NULL;
    static gtkui_keysym_to_keycode_func keysym_to_keycode = NULL;
    static gtkui_set_input_focus_func set_input_focus = NULL;
    if (fake_key == NULL) fake_key = (gtkui_fake_key_func)gtkui_x11_symbol("libXtst.so.6", "XTestFakeKeyEvent");
    if (keysym_to_keycode == NULL)
        keysym_to_keycode = (gtkui_keysym_to_keycode_func)gtkui_x11_symbol("libX11.so.6", "XKeysymToKeycode");
    if (set_input_focus == NULL)
        set_input_focus = (gtkui_set_input_focus_func)gtkui_x11_symbol("libX11.so.6", "XSetInputFocus");
    if (fake_key == NULL || keysym_to_keycode == NULL || set_input_focus == NULL) return 2;

    GdkDisplay *display = gdk_surface_get_display(surface);
    Display *xdisplay = gdk_x11_display_get_xdisplay(display);
    KeyCode codes[16];
    if (count > 16) count = 16;
    for (int index = 0; index < count; index++) {
        codes[index] = keysym_to_keycode(xdisplay, keyvals[index]);
        if (codes[index] == 0) return 3;
    }

    // The keys go to the window with the input focus; without a window manager, give it the
    // focus ourselves (as `xdotool windowfocus` does). A window that is not viewable yet makes
    // the server answer BadMatch, which must not reach GDK's fatal error handler.
    gdk_x11_display_error_trap_push(display);
    set_input_focus(xdisplay, gdk_x11_surface_get_xid(surface), RevertToParent, CurrentTime);
    gdk_display_sync(display);
    gdk_x11_display_error_trap_pop_ignored(display);

    for (int index = 0; index < count; index++) fake_key(xdisplay, codes[index], True, CurrentTime);
    for (int index = count - 1; index >= 0; index--) fake_key(xdisplay, codes[index], False, CurrentTime);
    gdk_display_flush(display);
    return 0;
#else
    (void)window;
    (void)keyvals;
    (void)count;
    return 1;
#endif
}
