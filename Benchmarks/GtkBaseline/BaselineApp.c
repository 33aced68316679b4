// The js-framework-benchmark app as a C programmer writes it for GTK 4: an array of rows, each
// holding its widgets, and every operation touching exactly the widgets it changes.

#include "GtkBaseline.h"

#include <gtk/gtk.h>
#include <stdio.h>

typedef struct {
    int id;
    GString *label;
    GtkWidget *box;
    GtkWidget *text;
    BaselineApp *app;
} Row;

struct BaselineApp {
    GtkWidget *window;
    GtkWidget *list;
    GPtrArray *rows;
    Row *selected;
    int next_id;
    uint64_t seed;
    BaselineCounts counts;
};

// The highlight of the selected row: the colour GtkUI's `.background(Color.accentColor.opacity(0.3))`
// draws, so that both sides paint the same thing.
static const char *style = ".selected { background-color: rgba(53, 132, 228, 0.3); }";

static void remove_clicked(GtkButton *button, gpointer data) {
    (void)button;
    Row *row = data;
    guint index;
    if (g_ptr_array_find(row->app->rows, row, &index)) baseline_app_remove(row->app, (int)index);
}

static void free_row(gpointer data) {
    Row *row = data;
    g_string_free(row->label, TRUE);
    g_free(row);
}

BaselineApp *baseline_app_new(uint64_t seed) {
    BaselineApp *app = g_new0(BaselineApp, 1);
    app->rows = g_ptr_array_new_with_free_func(free_row);
    app->next_id = 1;
    app->seed = seed;

    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, style, -1);
    gtk_style_context_add_provider_for_display(
        gdk_display_get_default(), GTK_STYLE_PROVIDER(provider), GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);

    app->window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(app->window), "GTK baseline");
    // Without a title bar of its own, a client-side-decorated window costs milliseconds a
    // frame under Xvfb; GtkUI's window has a header bar too.
    gtk_window_set_titlebar(GTK_WINDOW(app->window), gtk_header_bar_new());
    gtk_window_set_default_size(GTK_WINDOW(app->window), 520, 420);
    app->list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    gtk_window_set_child(GTK_WINDOW(app->window), app->list);
    baseline_scroll_window_content(app->window);
    gtk_window_present(GTK_WINDOW(app->window));
    return app;
}

void *baseline_app_window(BaselineApp *app) { return app->window; }

int baseline_app_row_count(const BaselineApp *app) { return (int)app->rows->len; }

BaselineCounts baseline_app_take_counts(BaselineApp *app) {
    BaselineCounts counts = app->counts;
    app->counts = (BaselineCounts){0, 0};
    return counts;
}

static GtkWidget *new_label(BaselineApp *app, const char *text) {
    app->counts.created += 1;
    app->counts.writes += 1;
    return gtk_label_new(text);
}

static void append_row(BaselineApp *app) {
    Row *row = g_new0(Row, 1);
    row->app = app;
    row->id = app->next_id++;
    char text[64];
    baseline_next_label(&app->seed, text, sizeof text);
    row->label = g_string_new(text);

    row->box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    snprintf(text, sizeof text, "%d", row->id);
    gtk_box_append(GTK_BOX(row->box), new_label(app, text));
    row->text = new_label(app, row->label->str);
    gtk_box_append(GTK_BOX(row->box), row->text);
    GtkWidget *button = gtk_button_new();
    gtk_button_set_child(GTK_BUTTON(button), new_label(app, "x"));
    g_signal_connect(button, "clicked", G_CALLBACK(remove_clicked), row);
    gtk_box_append(GTK_BOX(row->box), button);
    // The row box (with its spacing) and the button.
    app->counts.created += 2;
    app->counts.writes += 1;

    gtk_box_append(GTK_BOX(app->list), row->box);
    g_ptr_array_add(app->rows, row);
}

void baseline_app_append(BaselineApp *app, int count) {
    for (int i = 0; i < count; i++) append_row(app);
}

void baseline_app_create(BaselineApp *app, int count) {
    baseline_app_clear(app);
    baseline_app_append(app, count);
}

void baseline_app_clear(BaselineApp *app) {
    for (guint i = 0; i < app->rows->len; i++) {
        Row *row = g_ptr_array_index(app->rows, i);
        gtk_box_remove(GTK_BOX(app->list), row->box);
    }
    g_ptr_array_set_size(app->rows, 0);
    app->selected = NULL;
}

static void show_label(BaselineApp *app, Row *row) {
    gtk_label_set_text(GTK_LABEL(row->text), row->label->str);
    app->counts.writes += 1;
}

void baseline_app_update_every_tenth(BaselineApp *app) {
    for (guint i = 0; i < app->rows->len; i += 10) {
        Row *row = g_ptr_array_index(app->rows, i);
        g_string_append(row->label, " !!!");
        show_label(app, row);
    }
}

void baseline_app_set_label(BaselineApp *app, int index, const char *text) {
    Row *row = g_ptr_array_index(app->rows, index);
    g_string_assign(row->label, text);
    show_label(app, row);
}

void baseline_app_select(BaselineApp *app, int index) {
    Row *row = g_ptr_array_index(app->rows, index);
    if (app->selected == row) return;
    if (app->selected != NULL) {
        gtk_widget_remove_css_class(app->selected->box, "selected");
        app->counts.writes += 1;
    }
    gtk_widget_add_css_class(row->box, "selected");
    app->counts.writes += 1;
    app->selected = row;
}

void baseline_app_swap(BaselineApp *app, int first, int second) {
    gpointer *rows = app->rows->pdata;
    gpointer moved = rows[first];
    rows[first] = rows[second];
    rows[second] = moved;
    // Move the later row into the earlier one's place, then the earlier one after the row that
    // now precedes the vacated place.
    Row *before_first = first > 0 ? rows[first - 1] : NULL;
    gtk_box_reorder_child_after(
        GTK_BOX(app->list), ((Row *)rows[first])->box, before_first ? before_first->box : NULL);
    gtk_box_reorder_child_after(GTK_BOX(app->list), ((Row *)rows[second])->box, ((Row *)rows[second - 1])->box);
}

void baseline_app_remove(BaselineApp *app, int index) {
    Row *row = g_ptr_array_index(app->rows, index);
    if (app->selected == row) app->selected = NULL;
    gtk_box_remove(GTK_BOX(app->list), row->box);
    g_ptr_array_remove_index(app->rows, (guint)index);
}
