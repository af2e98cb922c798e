#!/usr/bin/env bash
# Runs every test: unit tests, headless-EGL engine tests, and the real-widget UI tests under Xvfb
# inside a private D-Bus session (so the accessibility bus exists for the AT-SPI checks).
set -euo pipefail
cd "$(dirname "$0")/.."
# One build, its harmless "prohibited flag" warning filtered out; pipefail keeps swift's status.
if ! swift build --build-tests 2>&1 | { grep -v "prohibited flag" || true; }; then
  echo "error: build failed" >&2
  exit 1
fi
export PHYSARUM_DATA_DIR="$PWD/data"
# -noreset: without it Xvfb resets when its last client leaves and a later app start can fail.
xvfb-run -a -s '-screen 0 1280x800x24 -noreset' dbus-run-session -- swift test --skip-build "$@"
