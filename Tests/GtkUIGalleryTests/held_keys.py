"""Prints the names of the keys held down on the X display's keyboard ($DISPLAY), one a line.

The gallery's binary tests run it before launching the gallery: a key that a test pressed
through the X server and never released (xdotool exiting early) stays down for every window
after it, and auto-repeat sends it to each new one.
"""
import ctypes
import sys

xlib = ctypes.CDLL("libX11.so.6")
xlib.XOpenDisplay.restype = ctypes.c_void_p
xlib.XKeysymToString.restype = ctypes.c_char_p
xlib.XkbKeycodeToKeysym.restype = ctypes.c_ulong
display = xlib.XOpenDisplay(None)
if not display:
    sys.exit("held_keys.py: cannot open the display")
keymap = (ctypes.c_char * 32)()
xlib.XQueryKeymap(ctypes.c_void_p(display), keymap)
for code in range(8, 256):
    if keymap.raw[code // 8] >> (code % 8) & 1:
        keysym = xlib.XkbKeycodeToKeysym(ctypes.c_void_p(display), code, 0, 0)
        name = xlib.XKeysymToString(ctypes.c_ulong(keysym))
        print(name.decode() if name else f"keycode {code}")
