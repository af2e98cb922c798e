#!/usr/bin/env bash
# Runs every test: unit tests, headless-EGL engine tests, and the real-widget UI tests under Xvfb
# inside a private D-Bus session (so the accessibility bus exists for the AT-SPI checks).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests 2>&1 | grep -v "prohibited flag" || true
swift build --build-tests >/dev/null 2>&1 || { echo "error: build failed" >&2; swift build --build-tests; exit 1; }
export PHYSARUM_DATA_DIR="$PWD/data"
# 1600×1700: room for the UI tests' portrait and tall-wide windows (GTK clamps windows to the
# screen). -noreset: without it Xvfb resets when its last client leaves and a later app start can fail.
xvfb-run -a -s '-screen 0 1600x1700x24 -noreset' dbus-run-session -- swift test --skip-build "$@"
