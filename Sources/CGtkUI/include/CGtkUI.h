#ifndef GTKUI_CGTKUI_H
#define GTKUI_CGTKUI_H

// The C half of GtkUI's GTK backend: what Swift cannot declare itself, GObject types.
// Only GtkUI's GTK backend imports this module. The API uses plain pointers so that this
// header does not include GLib a second time beside CGtk's.

/// A new GListModel of `n` rows (GtkUIRowModel) whose items are created on demand: a tiny
/// GObject per row the list widget asks for, never one per row of the model. The caller
/// owns the returned reference.
void *gtkui_row_model_new(void);

/// Replaces `removed` rows at `position` with `added` rows and emits `items-changed`.
/// Items handed out before keep their identity while their row only moves, so the list
/// widget keeps their row widgets.
void gtkui_row_model_splice(void *model, unsigned int position, unsigned int removed, unsigned int added);

/// The number of items alive now (handed out and still referenced), for leak tests.
unsigned int gtkui_row_model_live_items(void *model);

/// Draws a canvas: `snapshot` is the GtkSnapshot to append render nodes to, `width` and
/// `height` the canvas's size in application pixels.
typedef void (*gtkui_canvas_snapshot_func)(void *widget, void *snapshot, int width, int height, void *data);

/// Measures a canvas in one orientation (`vertical` nonzero for heights), for the other
/// dimension's `for_size` (-1 when unknown), as GtkWidget's measure does.
typedef void (*gtkui_canvas_measure_func)(void *widget, int vertical, int for_size, int *minimum, int *natural,
                                          void *data);

/// Releases a canvas's `data` when the canvas goes.
typedef void (*gtkui_canvas_destroy_func)(void *data);

/// A new GtkUICanvas (a floating reference): a widget whose snapshot and measure call Swift.
/// It is measured height-for-width, redraws when its CSS changes, and releases `data` with
/// `destroy` when it is disposed. `accessible_role` is a GtkAccessibleRole.
void *gtkui_canvas_new(int accessible_role, gtkui_canvas_snapshot_func snapshot, gtkui_canvas_measure_func measure,
                       void *data, gtkui_canvas_destroy_func destroy);

/// The `data` a canvas was created with; NULL once it is disposed.
void *gtkui_canvas_get_data(void *canvas);

/// The GType of GtkUICanvas, for type checks.
unsigned long gtkui_canvas_get_type_id(void);

/// Presses the keys with the X keysyms `keyvals` in order, then releases them in reverse
/// order, on the X server through the XTEST extension — as a keyboard would — after giving the
/// GtkWindow `window` the input focus. GDK keyvals are X keysyms; put the modifier keys
/// (Control_L, Shift_L, …) first. The events arrive through the main loop.
///
/// Returns 0 when the keys were sent; 1 when the window is not on an X11 display, 2 when the
/// XTEST library (libXtst.so.6) cannot be loaded, 3 when a key is not on the keyboard map.
int gtkui_x11_press_keys(void *window, const unsigned int *keyvals, int count);

/// Makes `widget` take keyboard focus itself, before its children (after them going
/// backwards), when it is focusable; 0 gives it back its class's focus handling. GTK 4.8 moves
/// focus only into a widget's children when it has any.
void gtkui_widget_set_focuses_itself(void *widget, int focuses_itself);

/// A new GtkSorter (the caller owns the reference) for the sortable column at `column` of a
/// GtkColumnView, through which ``gtkui_column_view_sorted_column`` finds the column the user
/// sorted by. It never orders rows: the app sorts its data.
void *gtkui_column_sorter_new(int column);

/// The column (as given to ``gtkui_column_sorter_new``) that the GtkColumnView `column_view`
/// sorts by after the user's header clicks, or -1 for none; `*ascending` is set to nonzero for
/// ascending order.
int gtkui_column_view_sorted_column(void *column_view, int *ascending);

#endif
