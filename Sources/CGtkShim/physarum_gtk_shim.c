#include "physarum_gtk_shim.h"

void physarum_signal_emit_void(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}

void physarum_signal_emit_double_double(gpointer instance, const char *name, double a, double b) {
    g_signal_emit_by_name(instance, name, a, b);
}

gboolean physarum_signal_emit_value_double_double(gpointer instance, const char *name,
                                                  const GValue *value, double a, double b) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(instance, name, value, a, b, &handled);
    return handled;
}

struct _PhysarumSizeBin {
    GtkWidget parent_instance;
    GtkWidget *child;
    PhysarumSizeFunc fn;
    gpointer data;
    GDestroyNotify destroy;
    int last_width, last_height;
    gboolean shrinks_horizontally;
};

G_DEFINE_TYPE(PhysarumSizeBin, physarum_size_bin, GTK_TYPE_WIDGET)

static void physarum_size_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                      int *minimum, int *natural, int *minimum_baseline,
                                      int *natural_baseline) {
    PhysarumSizeBin *self = PHYSARUM_SIZE_BIN(widget);
    if (self->child)
        gtk_widget_measure(self->child, orientation, for_size, minimum, natural, minimum_baseline,
                           natural_baseline);
    if (self->shrinks_horizontally && orientation == GTK_ORIENTATION_HORIZONTAL)
        *minimum = 0;
}

static void physarum_size_bin_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    PhysarumSizeBin *self = PHYSARUM_SIZE_BIN(widget);
    /* Report before the child takes the new size: a handler can still read the layout that the
       new size replaces (the editor's row at the top before the window changes shape). */
    if (self->fn && (width != self->last_width || height != self->last_height)) {
        self->last_width = width;
        self->last_height = height;
        self->fn(width, height, self->data);
    }
    if (!self->child)
        return;
    int child_width = width;
    if (self->shrinks_horizontally) {
        int child_minimum = 0;
        gtk_widget_measure(self->child, GTK_ORIENTATION_HORIZONTAL, height, &child_minimum, NULL, NULL,
                           NULL);
        child_width = MAX(width, child_minimum);
    }
    gtk_widget_allocate(self->child, child_width, height, baseline, NULL);
}

static void physarum_size_bin_dispose(GObject *object) {
    PhysarumSizeBin *self = PHYSARUM_SIZE_BIN(object);
    g_clear_pointer(&self->child, gtk_widget_unparent);
    if (self->destroy && self->data)
        self->destroy(self->data);
    self->data = NULL;
    self->fn = NULL;
    G_OBJECT_CLASS(physarum_size_bin_parent_class)->dispose(object);
}

static void physarum_size_bin_class_init(PhysarumSizeBinClass *klass) {
    GTK_WIDGET_CLASS(klass)->measure = physarum_size_bin_measure;
    GTK_WIDGET_CLASS(klass)->size_allocate = physarum_size_bin_size_allocate;
    G_OBJECT_CLASS(klass)->dispose = physarum_size_bin_dispose;
    /* A plain container, as GtkBox is: without a role GTK 4.8 reads it to a screen reader as a
     * "filler" named after its type ("PhysarumSizeBin"). */
    gtk_widget_class_set_accessible_role(GTK_WIDGET_CLASS(klass), GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void physarum_size_bin_init(PhysarumSizeBin *self) {
    self->last_width = self->last_height = -1;
}

void physarum_size_bin_set_shrinks_horizontally(PhysarumSizeBin *self, gboolean shrinks) {
    if (self->shrinks_horizontally == shrinks)
        return;
    self->shrinks_horizontally = shrinks;
    gtk_widget_set_overflow(GTK_WIDGET(self), shrinks ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE);
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

GtkWidget *physarum_size_bin_new(GtkWidget *child, PhysarumSizeFunc fn, gpointer user_data,
                                 GDestroyNotify destroy) {
    PhysarumSizeBin *self = g_object_new(PHYSARUM_TYPE_SIZE_BIN, NULL);
    self->child = child;
    self->fn = fn;
    self->data = user_data;
    self->destroy = destroy;
    if (child)
        gtk_widget_set_parent(child, GTK_WIDGET(self));
    return GTK_WIDGET(self);
}
