#pragma once
#include <gtk/gtk.h>
// g_unix_signal_add: SIGTERM and friends on the main loop.
#include <glib-unix.h>
