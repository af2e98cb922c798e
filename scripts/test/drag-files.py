#!/usr/bin/python3
"""A drag source for the drop tests: a small GTK 4 window titled physarum-drag-source whose label
drags the files named on the command line (a GdkFileList, as a file manager offers them).
Usage: drag-files.py FILE..."""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, GObject, Gtk  # noqa: E402

paths = sys.argv[1:]


def prepare(_source, _x, _y):
    files = Gdk.FileList.new_from_array([Gio.File.new_for_path(path) for path in paths])
    return Gdk.ContentProvider.new_for_value(GObject.Value(Gdk.FileList, files))


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="physarum-drag-source")
    window.set_default_size(200, 200)
    label = Gtk.Label(label="drag")
    source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
    source.connect("prepare", prepare)
    label.add_controller(source)
    window.set_child(label)
    window.present()


app = Gtk.Application(application_id="io.github.physarum.DragSource", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", activate)
app.run([])
