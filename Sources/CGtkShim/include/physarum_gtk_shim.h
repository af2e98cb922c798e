#pragma once
#include <gtk/gtk.h>

/* Where Swift cannot reach GTK: variadic calls and a GObject subclass. Keep this tiny. */

/* g_signal_emit_by_name is variadic: typed forms for the signatures the app emits. */
void physarum_signal_emit_void(gpointer instance, const char *name);
void physarum_signal_emit_double_double(gpointer instance, const char *name, double a, double b);
/* (const GValue *value, double x, double y) → gboolean, as GtkDropTarget's "drop". */
gboolean physarum_signal_emit_value_double_double(gpointer instance, const char *name,
                                                  const GValue *value, double a, double b);

/* A single-child container that reports each new allocation size (width, height in logical
   pixels) after allocating its child: GTK 4.8 has no size-changed signal for plain widgets. */
typedef void (*PhysarumSizeFunc)(int width, int height, gpointer user_data);

#define PHYSARUM_TYPE_SIZE_BIN (physarum_size_bin_get_type())
G_DECLARE_FINAL_TYPE(PhysarumSizeBin, physarum_size_bin, PHYSARUM, SIZE_BIN, GtkWidget)

GtkWidget *physarum_size_bin_new(GtkWidget *child, PhysarumSizeFunc fn, gpointer user_data,
                                 GDestroyNotify destroy);

/* Whether the bin asks for no width of its own (its child's minimum width does not push on the
   parent): it is allocated what the parent has, reports that, and gives the child at least the
   child's minimum, clipped. A child that rearranges itself for the reported width then fits. */
void physarum_size_bin_set_shrinks_horizontally(PhysarumSizeBin *self, gboolean shrinks);
