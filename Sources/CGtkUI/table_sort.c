// Which column a GtkColumnView's header clicks sort by, read with GTK 4.8's public API.
//
// GTK 4.8 keeps the clicked columns in a private GtkColumnViewSorter and has no getter for
// them (gtk_column_view_sorter_get_primary_sort_column is 4.10). That sorter compares two
// items by asking its columns' sorters in order, primary first, inverting a descending
// column's answer. So each sortable column gets a probe sorter that answers "smaller" and
// notes its column: comparing once through the view's sorter tells the primary column (the
// first probe asked) and its direction (the sign of the answer). The app sorts its own data,
// so the probes never order rows.

#include <gtk/gtk.h>

#include "CGtkUI.h"

/// The column whose probe answered first during a probe comparison; -1 when none did.
static int gtkui_probed_column = -1;

static int gtkui_column_probe_compare(gconstpointer a, gconstpointer b, gpointer data) {
    (void)a;
    (void)b;
    if (gtkui_probed_column < 0) gtkui_probed_column = GPOINTER_TO_INT(data);
    return GTK_ORDERING_SMALLER;
}

void *gtkui_column_sorter_new(int column) {
    return gtk_custom_sorter_new(gtkui_column_probe_compare, GINT_TO_POINTER(column), NULL);
}

int gtkui_column_view_sorted_column(void *column_view, int *ascending) {
    GtkSorter *sorter = gtk_column_view_get_sorter(GTK_COLUMN_VIEW(column_view));
    if (sorter == NULL) return -1;
    gtkui_probed_column = -1;
    // Any two distinct objects do (GTK answers "equal" for an item and itself without asking
    // the sorters); the probes look at neither.
    GtkOrdering order = gtk_sorter_compare(sorter, column_view, sorter);
    int column = gtkui_probed_column;
    gtkui_probed_column = -1;
    if (ascending != NULL) *ascending = order != GTK_ORDERING_LARGER;
    return order == GTK_ORDERING_EQUAL ? -1 : column;
}
