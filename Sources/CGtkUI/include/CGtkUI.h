#ifndef GTKUI_CGTKUI_H
#define GTKUI_CGTKUI_H

// The C half of GtkUI's GTK backend: what Swift cannot declare itself, a GObject type.
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

#endif
