#!/usr/bin/python3
"""Walks everything a screen reader sees of a running app over AT-SPI and prints it as JSON.

Usage: atspi-audit.py APP_NAME MIN_SLIDERS TIMEOUT_SECONDS [BUTTON_NAME ...]
Waits until the app is on the accessibility bus with at least MIN_SLIDERS sliders, then dumps
the "main" view; then, for each BUTTON_NAME, clicks that button (its AT-SPI action; until the
timeout while no such button shows yet), waits and
dumps another view named after it. Prints {"views": {NAME: [node, ...]}} where a node is
{"name", "role", "description", "states": [...], "ancestors": [names of named ancestors]}.
Only nodes on screen (visible, under visible ancestors) are listed. Exit status 1 on timeout, 2 without pyatspi.
"""
import json
import sys
import time

try:
    import pyatspi
except ImportError as error:
    print(json.dumps({"error": f"pyatspi is missing: {error}"}))
    sys.exit(2)

from atspi_app import find_app  # beside this script

STATES = {
    pyatspi.STATE_VISIBLE: "visible",
    pyatspi.STATE_SELECTED: "selected",
    pyatspi.STATE_PRESSED: "pressed",
    pyatspi.STATE_CHECKED: "checked",
    pyatspi.STATE_FOCUSABLE: "focusable",
    pyatspi.STATE_SENSITIVE: "sensitive",
}


def walk(node, found, ancestors, depth=0):
    if node is None or depth > 80:
        return
    try:
        states = node.getState()
        entry = {
            "name": node.name or "",
            "role": node.getRoleName(),
            "description": node.description or "",
            "states": [label for state, label in STATES.items() if states.contains(state)],
            "ancestors": list(ancestors),
        }
        count = node.childCount
    except Exception:  # a node that went away while walking
        return
    # GTK 4.8 marks only the window "showing"; a hidden widget (a closed popover or library) is
    # not "visible", and nothing under it is on screen.
    if "visible" not in entry["states"] and depth > 1:
        return
    found.append(entry)
    below = ancestors + [entry["name"]] if entry["name"] else ancestors
    for index in range(count):
        walk(node.getChildAtIndex(index), found, below, depth + 1)


def dump(app):
    found = []
    walk(app, found, [])
    return found


def click(app, name):
    """Does the first action of the button named NAME (a GtkMenuButton's own node has no action in
    GTK 4.8: then that of the button inside it)."""
    def search(node, depth=0, inside=False):
        if node is None or depth > 80:
            return None
        try:
            is_button = node.getRoleName() in ("push button", "toggle button")
            if is_button and (inside or node.name == name):
                action = node.queryAction()
                if action.nActions > 0:
                    return action
                inside = True
            count = node.childCount
        except Exception:
            return None
        for index in range(count):
            hit = search(node.getChildAtIndex(index), depth + 1, inside)
            if hit is not None:
                return hit
        return None
    action = search(app)
    if action is None:
        return False
    action.doAction(0)
    return True


def main():
    name, minimum, timeout = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
    deadline = time.time() + timeout
    views = {}
    while time.time() < deadline:
        app = find_app(name)
        if app is not None:
            nodes = dump(app)
            if sum(1 for node in nodes if node["role"] == "slider") >= minimum:
                views["main"] = nodes
                break
        time.sleep(0.3)
    else:
        print(json.dumps({"views": views}))
        return 1
    for button in sys.argv[4:]:
        # A window still being built may not show the button yet (MIN_SLIDERS 0 waits for nothing).
        clicked = click(app, button)
        while not clicked and time.time() < deadline:
            time.sleep(0.3)
            clicked = click(app, button)
        if not clicked:
            views[button] = [{"name": f"no button named {button}", "role": "error", "description": "",
                              "states": [], "ancestors": []}]
            continue
        time.sleep(1.5)  # the click lands after ~0.3 s; transitions take 0.2 s
        views[button] = dump(app)
    print(json.dumps({"views": views}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
