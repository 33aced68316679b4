// A container that takes keyboard focus itself: an accessibility element with actions, whose
// keys (Enter, the Menu key) need focus on it. GTK 4.8's default focus handler moves focus
// only into a widget's children when it has any, so Tab would never land on such a container.
// The widget's class gets a focus handler that, for widgets marked here, focuses the widget
// before its children (after them going backwards), as GtkListBoxRow does with its own; every
// other widget of the class goes on to the class's own handler.

#include <gtk/gtk.h>

#include "CGtkUI.h"

typedef gboolean (*gtkui_focus_func)(GtkWidget *widget, GtkDirectionType direction);

static const char *gtkui_focuses_itself_key = "gtkui-focuses-itself";
/// The focus handler each patched class had, by GType.
static GHashTable *gtkui_original_focus = NULL;

static gtkui_focus_func gtkui_original_focus_of(GtkWidget *widget) {
    // A subclass made after its parent was patched inherits the new handler: use the parent's.
    for (GType type = G_OBJECT_TYPE(widget); type != 0; type = g_type_parent(type)) {
        gtkui_focus_func original = g_hash_table_lookup(gtkui_original_focus, GSIZE_TO_POINTER(type));
        if (original != NULL) return original;
    }
    return NULL;
}

static gboolean gtkui_focus_itself_first(GtkWidget *widget, GtkDirectionType direction) {
    gtkui_focus_func original = gtkui_original_focus_of(widget);
    if (original == NULL) return FALSE;
    if (g_object_get_data(G_OBJECT(widget), gtkui_focuses_itself_key) == NULL || !gtk_widget_get_focusable(widget))
        return original(widget, direction);
    if (gtk_widget_is_focus(widget)) {
        // On the element: Tab goes on into its controls; any other move leaves it.
        return direction == GTK_DIR_TAB_FORWARD && original(widget, direction);
    }
    if (gtk_widget_get_focus_child(widget) != NULL) {
        // In a control inside: move among them; going back past the first reaches the element.
        if (original(widget, direction)) return TRUE;
        return direction == GTK_DIR_TAB_BACKWARD && gtk_widget_grab_focus(widget);
    }
    // Coming from outside: the element first, or going back its last control first.
    if (direction == GTK_DIR_TAB_BACKWARD && original(widget, direction)) return TRUE;
    return gtk_widget_grab_focus(widget);
}

void gtkui_widget_set_focuses_itself(void *widget, int focuses_itself) {
    GtkWidget *gtk_widget = GTK_WIDGET(widget);
    if (!focuses_itself) {
        g_object_set_data(G_OBJECT(widget), gtkui_focuses_itself_key, NULL);
        return;
    }
    if (gtkui_original_focus == NULL) gtkui_original_focus = g_hash_table_new(g_direct_hash, g_direct_equal);
    GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS(gtk_widget);
    if (klass->focus != gtkui_focus_itself_first) {
        g_hash_table_insert(gtkui_original_focus, GSIZE_TO_POINTER(G_OBJECT_TYPE(widget)), (gpointer)klass->focus);
        klass->focus = gtkui_focus_itself_first;
    }
    g_object_set_data(G_OBJECT(widget), gtkui_focuses_itself_key, GINT_TO_POINTER(1));
}
