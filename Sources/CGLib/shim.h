#pragma once
// GLib for the network layer: the main loop (g_unix_fd_add, timeouts), GHmac, and GIO's
// GSocketClient for outgoing connections with asynchronous name resolution.
#include <glib.h>
#include <glib-unix.h>
#include <gio/gio.h>
