#!/usr/bin/python3
"""Screenshots of the performance output: both monitors of a headless mutter, after Ctrl+Shift+F.

Run by scripts/dev/output-shots.sh inside its compositor (it starts the app first). Through
mutter's RemoteDesktop API it presses Ctrl+Shift+F in the app's window, then records each
monitor's ScreenCast stream into OUTDIR/<connector>.png with GStreamer's pipewiresrc
(wireplumber must run: without it the streams deliver no frames).
"""
import subprocess
import sys
import time

from gi.repository import Gio, GLib

RD, SC = "org.gnome.Mutter.RemoteDesktop", "org.gnome.Mutter.ScreenCast"


def call(bus, name, path, interface, method, args=None, reply=None):
    result = bus.call_sync(name, path, interface, method, args, GLib.VariantType(reply) if reply else None,
                           Gio.DBusCallFlags.NONE, 10000, None)
    return result.unpack() if result else None


def main():
    out, connectors = sys.argv[1], sys.argv[2:]
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    session = call(bus, RD, "/org/gnome/Mutter/RemoteDesktop", RD, "CreateSession", reply="(o)")[0]
    session_id = call(bus, RD, session, "org.freedesktop.DBus.Properties", "Get",
                      GLib.Variant("(ss)", (RD + ".Session", "SessionId")), "(v)")[0]
    cast = call(bus, SC, "/org/gnome/Mutter/ScreenCast", SC, "CreateSession",
                GLib.Variant("(a{sv})", ({"remote-desktop-session-id": GLib.Variant("s", session_id)},)), "(o)")[0]
    nodes, streams = {}, {}
    for connector in connectors:
        stream = call(bus, SC, cast, SC + ".Session", "RecordMonitor",
                      GLib.Variant("(sa{sv})", (connector, {})), "(o)")[0]
        streams[stream] = connector

    def added(_bus, _sender, path, _iface, _signal, params, _data):
        nodes[streams[path]] = params.unpack()[0]

    for stream in streams:
        bus.signal_subscribe(SC, SC + ".Stream", "PipeWireStreamAdded", stream, None, 0, added, None)
    call(bus, RD, session, RD + ".Session", "Start")
    context = GLib.MainContext.default()
    deadline = time.time() + 10
    while len(nodes) < len(connectors) and time.time() < deadline:
        context.iteration(False)
        time.sleep(0.02)
    time.sleep(2)

    def key(keysym, pressed):
        call(bus, RD, session, RD + ".Session", "NotifyKeyboardKeysym", GLib.Variant("(ub)", (keysym, pressed)))

    # The first key only creates mutter's virtual keyboard and is lost: spend it on Shift.
    key(0xffe1, True)
    key(0xffe1, False)
    time.sleep(0.5)
    for keysym in (0xffe3, 0xffe1, 0x66):  # Control_L, Shift_L, f
        key(keysym, True)
    for keysym in (0x66, 0xffe1, 0xffe3):
        key(keysym, False)
    time.sleep(4)
    for connector, node in nodes.items():
        subprocess.run(["gst-launch-1.0", "-q", "pipewiresrc", f"path={node}", "always-copy=true", "num-buffers=3",
                        "!", "videoconvert", "!", "pngenc", "snapshot=true", "!", "filesink",
                        f"location={out}/{connector}.png"], check=True, timeout=30)
        print(f"{out}/{connector}.png")
    call(bus, RD, session, RD + ".Session", "Stop")


if __name__ == "__main__":
    main()
