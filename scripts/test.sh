#!/usr/bin/env bash
# Runs every test: the desktop-file checks, unit tests, headless-EGL engine tests, and the
# real-widget UI tests under Xvfb inside a private D-Bus session (so the accessibility bus exists
# for the AT-SPI checks).
set -euo pipefail
cd "$(dirname "$0")/.."

# Desktop integration files must validate (what GNOME Software and application menus read).
desktop-file-validate Resources/*.desktop
appstreamcli validate --no-net Resources/*.metainfo.xml

swift build --build-tests 2>&1 | { grep -v "prohibited flag(s)" || true; }

# -noreset: without it Xvfb resets when its last client leaves and a later app start can fail.
xvfb-run -a -s '-screen 0 1280x800x24 -noreset' dbus-run-session -- swift test --skip-build "$@"
