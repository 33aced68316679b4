#ifndef GTKUI_GTK_BASELINE_H
#define GTKUI_GTK_BASELINE_H

// The C side of `gtkui-benchmark-gtk`: the js-framework-benchmark app written against GTK 4
// directly, with no view graph, plus the timing and memory probes both sides share.
//
// Widgets and windows cross this header as `void *` so that Swift, which imports it, does not
// see GTK's C API: only GtkUI's GTK backend may use that.

#include <stddef.h>
#include <stdint.h>

// MARK: The baseline app

/// A window with a header bar and a scrolled vertical box of rows; each row is a horizontal
/// box of an id label, a text label and an "x" button that removes the row.
typedef struct BaselineApp BaselineApp;

/// GTK work done since the last `baseline_app_take_counts`.
typedef struct {
    /// Widget properties set, constructor arguments included (label texts, spacing, CSS classes).
    long writes;
    /// Widgets created.
    long created;
} BaselineCounts;

/// Opens the window (GTK must be initialized); `seed` starts the row label generator.
BaselineApp *baseline_app_new(uint64_t seed);
/// The `GtkWindow *`.
void *baseline_app_window(BaselineApp *app);
/// Replaces every row with `count` new ones.
void baseline_app_create(BaselineApp *app, int count);
/// Adds `count` new rows at the end.
void baseline_app_append(BaselineApp *app, int count);
/// Appends " !!!" to the label of every tenth row, starting with the first.
void baseline_app_update_every_tenth(BaselineApp *app);
/// Sets the label of the row at `index`.
void baseline_app_set_label(BaselineApp *app, int index, const char *text);
/// Highlights the row at `index` and un-highlights the one highlighted before.
void baseline_app_select(BaselineApp *app, int index);
/// Exchanges the rows at `first` < `second`.
void baseline_app_swap(BaselineApp *app, int first, int second);
/// Removes the row at `index`, as its "x" button does.
void baseline_app_remove(BaselineApp *app, int index);
/// Removes every row.
void baseline_app_clear(BaselineApp *app);
/// The number of rows.
int baseline_app_row_count(const BaselineApp *app);
/// The counts since the last call, which zeroes them.
BaselineCounts baseline_app_take_counts(BaselineApp *app);

// MARK: Labels

/// Writes the next js-framework-benchmark label ("adjective colour noun") to `buffer`.
///
/// Deterministic: the same `*state` gives the same sequence on both sides.
void baseline_next_label(uint64_t *state, char *buffer, size_t size);

// MARK: Probes and harness

/// The GTK version the process runs, such as "4.8.3".
const char *baseline_gtk_version(void);

/// Moves the content of `window` (a `GtkWindow *`) into a vertically scrolling
/// `GtkScrolledWindow`, the way the C app holds its rows: GtkUI has no `ScrollView` yet, and
/// a column of a thousand rows would otherwise grow the window past what X11 allows.
void baseline_scroll_window_content(void *window);

/// Queues a redraw of `window` (a realized `GtkWindow *`) and runs the default main context
/// until its frame clock emits `after-paint`.
void baseline_wait_for_frame(void *window);

/// The resident set size of this process, in bytes.
long baseline_resident_bytes(void);

/// A hash of the texts of every label inside the window's content (its title bar left out),
/// in depth-first order, with `*count` set to how many labels there are: two windows showing
/// the same rows give the same hash.
uint64_t baseline_label_digest(void *window, int *count);

#endif
