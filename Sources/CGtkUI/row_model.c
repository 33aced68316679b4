// GtkUIRowModel: a GListModel that is only a row count.
//
// GTK's recycling lists (GtkListView, GtkGridView) need a GListModel. Keeping a GObject per
// row would cost memory in the number of rows; this model keeps a count and creates an item
// when the list widget asks for one (only for the rows it shows). Live items are remembered
// by position, weakly, so asking again for a shown row returns the same item, and
// `gtkui_row_model_splice` shifts them as rows are inserted and removed: a row that only
// moves keeps its item, and GTK keeps its widget.

#include <gio/gio.h>

#include "CGtkUI.h"

#define GTKUI_TYPE_ROW_ITEM (gtkui_row_item_get_type())
G_DECLARE_FINAL_TYPE(GtkUIRowItem, gtkui_row_item, GTKUI, ROW_ITEM, GObject)

#define GTKUI_TYPE_ROW_MODEL (gtkui_row_model_get_type())
G_DECLARE_FINAL_TYPE(GtkUIRowModel, gtkui_row_model, GTKUI, ROW_MODEL, GObject)

struct _GtkUIRowItem {
    GObject parent_instance;
    GtkUIRowModel *model; // not a reference; cleared when the model goes first
    guint position;
};

struct _GtkUIRowModel {
    GObject parent_instance;
    guint n_items;
    GHashTable *live; // position -> GtkUIRowItem *, not referenced
};

G_DEFINE_FINAL_TYPE(GtkUIRowItem, gtkui_row_item, G_TYPE_OBJECT)

static void gtkui_row_item_finalize(GObject *object) {
    GtkUIRowItem *self = GTKUI_ROW_ITEM(object);
    if (self->model != NULL &&
        g_hash_table_lookup(self->model->live, GUINT_TO_POINTER(self->position)) == self) {
        g_hash_table_remove(self->model->live, GUINT_TO_POINTER(self->position));
    }
    G_OBJECT_CLASS(gtkui_row_item_parent_class)->finalize(object);
}

static void gtkui_row_item_class_init(GtkUIRowItemClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = gtkui_row_item_finalize;
}

static void gtkui_row_item_init(GtkUIRowItem *self) { (void)self; }

static GType gtkui_row_model_get_item_type(GListModel *list) {
    (void)list;
    return GTKUI_TYPE_ROW_ITEM;
}

static guint gtkui_row_model_get_n_items(GListModel *list) { return GTKUI_ROW_MODEL(list)->n_items; }

static gpointer gtkui_row_model_get_item(GListModel *list, guint position) {
    GtkUIRowModel *self = GTKUI_ROW_MODEL(list);
    if (position >= self->n_items) return NULL;
    GtkUIRowItem *item = g_hash_table_lookup(self->live, GUINT_TO_POINTER(position));
    if (item != NULL) return g_object_ref(item);
    item = g_object_new(GTKUI_TYPE_ROW_ITEM, NULL);
    item->model = self;
    item->position = position;
    g_hash_table_insert(self->live, GUINT_TO_POINTER(position), item);
    return item;
}

static void gtkui_row_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = gtkui_row_model_get_item_type;
    iface->get_n_items = gtkui_row_model_get_n_items;
    iface->get_item = gtkui_row_model_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE(GtkUIRowModel, gtkui_row_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, gtkui_row_model_list_model_init))

static void gtkui_row_model_finalize(GObject *object) {
    GtkUIRowModel *self = GTKUI_ROW_MODEL(object);
    GHashTableIter iter;
    gpointer value;
    g_hash_table_iter_init(&iter, self->live);
    while (g_hash_table_iter_next(&iter, NULL, &value)) GTKUI_ROW_ITEM(value)->model = NULL;
    g_hash_table_destroy(self->live);
    G_OBJECT_CLASS(gtkui_row_model_parent_class)->finalize(object);
}

static void gtkui_row_model_class_init(GtkUIRowModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = gtkui_row_model_finalize;
}

static void gtkui_row_model_init(GtkUIRowModel *self) {
    self->n_items = 0;
    self->live = g_hash_table_new(g_direct_hash, g_direct_equal);
}

void *gtkui_row_model_new(void) { return g_object_new(GTKUI_TYPE_ROW_MODEL, NULL); }

void gtkui_row_model_splice(void *model, unsigned int position, unsigned int removed, unsigned int added) {
    GtkUIRowModel *self = GTKUI_ROW_MODEL(model);
    g_return_if_fail(position <= self->n_items && removed <= self->n_items - position);
    if (removed == 0 && added == 0) return;
    // Live items are few (the rows on screen), so rebuilding their table is cheap.
    GHashTable *moved = g_hash_table_new(g_direct_hash, g_direct_equal);
    GHashTableIter iter;
    gpointer value;
    g_hash_table_iter_init(&iter, self->live);
    while (g_hash_table_iter_next(&iter, NULL, &value)) {
        GtkUIRowItem *item = GTKUI_ROW_ITEM(value);
        if (item->position < position) {
            g_hash_table_insert(moved, GUINT_TO_POINTER(item->position), item);
        } else if (item->position < position + removed) {
            item->model = NULL; // its row is gone; a new item stands for whatever comes there
        } else {
            item->position = item->position - removed + added;
            g_hash_table_insert(moved, GUINT_TO_POINTER(item->position), item);
        }
    }
    g_hash_table_destroy(self->live);
    self->live = moved;
    self->n_items = self->n_items - removed + added;
    g_list_model_items_changed(G_LIST_MODEL(self), position, removed, added);
}

unsigned int gtkui_row_model_live_items(void *model) {
    return g_hash_table_size(GTKUI_ROW_MODEL(model)->live);
}
