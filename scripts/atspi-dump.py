#!/usr/bin/python3
"""Dumps what a screen reader sees of a running app over AT-SPI, as JSON on stdout.

Usage: atspi-dump.py APP_NAME MIN_SLIDERS TIMEOUT_SECONDS
Waits until the app is on the accessibility bus with at least MIN_SLIDERS sliders, then prints
{"sliders": [{"name", "role", "description"}], "buttons": [{"name", "role", "description"}]}.
Exit status 1 (with what it found so far) on timeout, 2 when pyatspi is missing.
"""
import json
import sys
import time

try:
    import pyatspi
except ImportError as error:
    print(json.dumps({"error": f"pyatspi is missing: {error}"}))
    sys.exit(2)

BUTTON_ROLES = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON}


def find_app(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == name:
            return app
    return None


def walk(node, found, depth=0):
    if node is None or depth > 80:
        return
    try:
        role = node.getRole()
        entry = {"name": node.name, "role": node.getRoleName(), "description": node.description}
    except Exception:  # a node that went away while walking
        return
    if role == pyatspi.ROLE_SLIDER:
        found["sliders"].append(entry)
    elif role in BUTTON_ROLES:
        found["buttons"].append(entry)
    for index in range(node.childCount):
        walk(node.getChildAtIndex(index), found, depth + 1)


def main():
    name, minimum, timeout = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
    deadline = time.time() + timeout
    found = {"sliders": [], "buttons": []}
    while time.time() < deadline:
        app = find_app(name)
        if app is not None:
            found = {"sliders": [], "buttons": []}
            walk(app, found)
            if len(found["sliders"]) >= minimum:
                print(json.dumps(found))
                return 0
        time.sleep(0.3)
    print(json.dumps(found))
    return 1


if __name__ == "__main__":
    sys.exit(main())
