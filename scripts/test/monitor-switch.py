#!/usr/bin/python3
"""Turns a monitor of the test's own headless mutter off or all of them on again, as unplugging
and plugging in a projector does: mutter's DisplayConfig API applies a temporary layout, and the
monitor's Wayland output goes away (GTK's monitor list loses it) or comes back.

Usage (inside scripts/test/with-mutter.sh, on its private session bus only):
  scripts/test/monitor-switch.py off CONNECTOR   # every other monitor keeps its place
  scripts/test/monitor-switch.py on              # every monitor, side by side, the first primary
"""
import sys

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

NAME = "org.gnome.Mutter.DisplayConfig"
PATH = "/org/gnome/Mutter/DisplayConfig"


def call(bus, method, args=None):
    reply = bus.call_sync(NAME, PATH, NAME, method, args, None, Gio.DBusCallFlags.NONE, -1, None)
    return reply.unpack() if reply else None


def current_mode(monitor):
    """The monitor's current mode id, or its preferred one when it is off."""
    modes = monitor[1]
    for key in ("is-current", "is-preferred"):
        for mode in modes:
            if mode[6].get(key):
                return mode[0], mode[1]
    return modes[0][0], modes[0][1]


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("off", "on") or (sys.argv[1] == "off") != (len(sys.argv) == 3):
        print(__doc__, file=sys.stderr)
        return 2
    bus = Gio.bus_get_sync(Gio.BusType.SESSION)
    serial, monitors, logical, _ = call(bus, "GetCurrentState")
    if sys.argv[1] == "off":
        gone = sys.argv[2]
        kept = [lm for lm in logical if all(m[0] != gone for m in lm[5])]
        if len(kept) == len(logical):
            print(f"no monitor {gone} is on", file=sys.stderr)
            return 1
        if not kept:
            print("the last monitor stays on", file=sys.stderr)
            return 1
        layout = []
        for index, (x, y, scale, transform, _, members, _) in enumerate(kept):
            specs = []
            for member in members:
                monitor = next(m for m in monitors if m[0][0] == member[0])
                specs.append((member[0], current_mode(monitor)[0], {}))
            layout.append((x, y, scale, transform, index == 0, specs))
    else:
        layout, x = [], 0
        for index, monitor in enumerate(monitors):
            mode, width = current_mode(monitor)
            layout.append((x, 0, 1.0, 0, index == 0, [(monitor[0][0], mode, {})]))
            x += width
    # method 1: temporary (nothing is written to monitors.xml).
    call(bus, "ApplyMonitorsConfig", GLib.Variant("(uua(iiduba(ssa{sv}))a{sv})", (serial, 1, layout, {})))
    return 0


if __name__ == "__main__":
    sys.exit(main())
