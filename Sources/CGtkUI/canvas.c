// GtkUICanvas: a widget that Swift draws and measures.
//
// GtkUI draws shapes and resizable symbolic icons in a widget snapshot, at the size the widget
// is given and at the display's scale factor. GtkDrawingArea would only give a cairo surface
// and fixed content sizes; this widget hands its snapshot and its measure to callbacks
// instead, so Swift can append render nodes (cairo for paths, GTK's symbolic icon rendering
// for icons) and report flexible, height-for-width sizes. It redraws when its CSS changes, so
// colours taken from the style follow the light or dark theme.

#include <gtk/gtk.h>

#include "CGtkUI.h"

#define GTKUI_TYPE_CANVAS (gtkui_canvas_get_type())
G_DECLARE_FINAL_TYPE(GtkUICanvas, gtkui_canvas, GTKUI, CANVAS, GtkWidget)

struct _GtkUICanvas {
    GtkWidget parent_instance;
    gtkui_canvas_snapshot_func snapshot;
    gtkui_canvas_measure_func measure;
    void *data;
    gtkui_canvas_destroy_func destroy;
};

G_DEFINE_FINAL_TYPE(GtkUICanvas, gtkui_canvas, GTK_TYPE_WIDGET)

static void gtkui_canvas_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkUICanvas *self = GTKUI_CANVAS(widget);
    int width = gtk_widget_get_width(widget);
    int height = gtk_widget_get_height(widget);
    if (self->snapshot == NULL || width <= 0 || height <= 0) return;
    self->snapshot(widget, snapshot, width, height, self->data);
}

static void gtkui_canvas_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                 int *natural, int *minimum_baseline, int *natural_baseline) {
    GtkUICanvas *self = GTKUI_CANVAS(widget);
    int min = 0, nat = 0;
    if (self->measure != NULL) {
        self->measure(widget, orientation == GTK_ORIENTATION_VERTICAL, for_size, &min, &nat, self->data);
    }
    *minimum = min;
    *natural = MAX(min, nat);
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

static GtkSizeRequestMode gtkui_canvas_get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void gtkui_canvas_css_changed(GtkWidget *widget, GtkCssStyleChange *change) {
    GTK_WIDGET_CLASS(gtkui_canvas_parent_class)->css_changed(widget, change);
    // What is drawn may use the CSS colour; GTK only redraws for changes it knows we use.
    gtk_widget_queue_draw(widget);
}

static void gtkui_canvas_dispose(GObject *object) {
    GtkUICanvas *self = GTKUI_CANVAS(object);
    if (self->destroy != NULL && self->data != NULL) self->destroy(self->data);
    self->data = NULL;
    self->snapshot = NULL;
    self->measure = NULL;
    G_OBJECT_CLASS(gtkui_canvas_parent_class)->dispose(object);
}

static void gtkui_canvas_class_init(GtkUICanvasClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = gtkui_canvas_dispose;
    widget_class->snapshot = gtkui_canvas_snapshot;
    widget_class->measure = gtkui_canvas_measure;
    widget_class->get_request_mode = gtkui_canvas_get_request_mode;
    widget_class->css_changed = gtkui_canvas_css_changed;
    gtk_widget_class_set_css_name(widget_class, "gtkui-canvas");
}

static void gtkui_canvas_init(GtkUICanvas *self) { (void)self; }

void *gtkui_canvas_new(int accessible_role, gtkui_canvas_snapshot_func snapshot, gtkui_canvas_measure_func measure,
                       void *data, gtkui_canvas_destroy_func destroy) {
    GtkUICanvas *self = g_object_new(GTKUI_TYPE_CANVAS, "accessible-role", (GtkAccessibleRole)accessible_role, NULL);
    self->snapshot = snapshot;
    self->measure = measure;
    self->data = data;
    self->destroy = destroy;
    return self;
}

void *gtkui_canvas_get_data(void *canvas) { return GTKUI_CANVAS(canvas)->data; }

unsigned long gtkui_canvas_get_type_id(void) { return gtkui_canvas_get_type(); }
