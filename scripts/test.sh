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

# 1600×1700: room for the UI tests' portrait (800×1280) and tall-wide (1200×1600) windows, which
# GTK would clamp to a smaller screen. -noreset: without it Xvfb resets when its last client
# leaves and a later app start can fail.
# Two processes: headless EGL contexts (engine tests) and GTK's GLX contexts (UI tests) must not
# share one — after an EGL context has been current, GTK's glXMakeContextCurrent fails with
# BadAccess under Mesa. The app itself never makes a headless context.
run() { xvfb-run -a -s '-screen 0 1600x1700x24 -noreset' dbus-run-session -- swift test --skip-build "$@"; }
if [ $# -gt 0 ]; then
  run "$@"
else
  # `make install` into a DESTDIR: the installed app runs, and the desktop knows preset files.
  scripts/install-test.sh
  run --skip PhysarumUITests
  run --filter PhysarumUITests
fi
