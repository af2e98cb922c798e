#!/usr/bin/env bash
# Runs every test: the desktop-file checks, unit tests, headless-EGL engine tests, the
# real-widget UI tests under Xvfb inside a private D-Bus session (so the accessibility bus exists
# for the AT-SPI checks), and the touch tests on a headless Wayland compositor.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Desktop integration files must validate (what GNOME Software and application menus read).
desktop-file-validate Resources/*.desktop
appstreamcli validate --no-net Resources/*.metainfo.xml

# The translations the German tests read (po/*.po compiled into data/locale).
scripts/setup/compile-po.sh
swift build --build-tests 2>&1 | { grep -v "prohibited flag(s)" || true; }

# 1600×1700: room for the UI tests' portrait (800×1280) and tall-wide (1200×1600) windows, which
# GTK would clamp to a smaller screen. -noreset: without it Xvfb resets when its last client
# leaves and a later app start can fail.
# Two processes: headless EGL contexts (engine tests) and GTK's GLX contexts (UI tests) must not
# share one — after an EGL context has been current, GTK's glXMakeContextCurrent fails with
# BadAccess under Mesa. The app itself never makes a headless context.
# Every run but the touch one has its own audio server (scripts/test/with-pipewire.sh: PipeWire,
# WirePlumber, pipewire-pulse and a virtual output), which the listening tests play tone bursts into.
# No key auto-repeat (`-r`): the keyboard tests press a key once through xdotool, and on a loaded
# machine a release that comes after the repeat delay (660 ms) made one Right move three tiles.
run() {
  xvfb-run -a -s '-screen 0 1600x1700x24 -noreset -r' dbus-run-session -- scripts/test/with-pipewire.sh \
    swift test --skip-build "$@"
}
# Touch: Xvfb has no touch devices, so the touch tests (PhysarumUITests.Touch*) run the window on
# Wayland in a headless mutter whose RemoteDesktop API injects real touch (scripts/test/with-mutter.sh
# starts PipeWire and mutter in this private D-Bus session and stops them).
touch_tests='PhysarumUITests\.Touch'
run_touch() { dbus-run-session -- scripts/test/with-mutter.sh swift test --skip-build "$@"; }
# The performance output's tests need two monitors: the same compositor with two virtual ones.
monitor_tests='PhysarumUITests\.TwoMonitor'
run_monitors() {
  dbus-run-session -- scripts/test/with-mutter.sh --size 1280x800 --size 1024x768@15 swift test --skip-build "$@"
}
# With arguments: a --filter that names touch (or two-monitor) tests runs under mutter, anything
# else under Xvfb (a --skip of them is not such a run).
filters() {
  local name=$1
  shift
  while [ $# -gt 0 ]; do
    if [ "$1" = --filter ] && [[ "${2:-}" == *"$name"* ]]; then return 0; fi
    shift
  done
  return 1
}
if [ $# -gt 0 ]; then
  if filters Touch "$@"; then
    run_touch "$@"
  elif filters TwoMonitor "$@"; then
    run_monitors "$@"
  else
    run "$@"
  fi
else
  # `make install` into a DESTDIR: the installed app runs, and the desktop knows preset files.
  scripts/test/install-test.sh
  # The GPU machine's GStreamer staging against the test build (issue 40's regression).
  scripts/test/device-staging-test.sh
  run --skip PhysarumUITests
  run --filter PhysarumUITests --skip "$touch_tests" --skip "$monitor_tests"
  run_touch --filter "$touch_tests"
  run_monitors --filter "$monitor_tests"
fi
