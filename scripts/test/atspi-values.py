#!/usr/bin/python3
"""Reads and sets slider values of a running app over AT-SPI, as assistive technology does.

Usage: atspi-values.py APP_NAME TIMEOUT_SECONDS [SLIDER=VALUE ...]
Waits until the app is on the accessibility bus with a slider, sets each SLIDER (by accessible
name) to VALUE through AT-SPI's Value interface, and prints JSON:
{"sliders": {name: value}, "buttons": [names of push buttons]} (read after the sets).
Exit status 1 on timeout or an unknown slider, 2 without pyatspi.
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


def collect(node, sliders, buttons, depth=0):
    if node is None or depth > 80:
        return
    try:
        role = node.getRoleName()
        name = node.name or ""
        count = node.childCount
    except Exception:  # a node that went away while walking
        return
    if role == "slider" and name:
        sliders.setdefault(name, node)
    elif role in ("push button", "toggle button") and name:
        buttons.append(name)
    for index in range(count):
        collect(node.getChildAtIndex(index), sliders, buttons, depth + 1)


def read(app):
    sliders, buttons = {}, []
    collect(app, sliders, buttons)
    return sliders, buttons


def main():
    app_name, timeout = sys.argv[1], float(sys.argv[2])
    wanted = [arg.split("=", 1) for arg in sys.argv[3:]]
    deadline = time.time() + timeout
    sliders = {}
    while time.time() < deadline:
        app = find_app(app_name)
        if app is not None:
            sliders, _ = read(app)
            if sliders:
                break
        time.sleep(0.3)
    if not sliders:
        print(json.dumps({"error": "the app did not appear with sliders"}))
        return 1
    for name, value in wanted:
        if name not in sliders:
            print(json.dumps({"error": f"no slider named {name}", "sliders": sorted(sliders)}))
            return 1
        sliders[name].queryValue().currentValue = float(value)
    time.sleep(0.3 if wanted else 0)
    sliders, buttons = read(app)
    values = {name: node.queryValue().currentValue for name, node in sliders.items()}
    print(json.dumps({"sliders": values, "buttons": buttons}))
    return 0


sys.exit(main())
