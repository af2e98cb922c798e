#pragma once
// Avahi's AvahiPoll adapter for a GMainContext (the GTK main loop).
#include <avahi-glib/glib-watch.h>
