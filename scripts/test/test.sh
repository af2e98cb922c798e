#!/usr/bin/env bash
# Runs every test: lint, the desktop-file checks, unit tests, headless-EGL engine tests, the
# real-widget UI tests under Xvfb inside a private D-Bus session (so the accessibility bus exists
# for the AT-SPI checks), and the touch tests on a headless Wayland compositor.
# Every stage runs even when one before it failed (a lint error does not hide a failing test);
# the summary at the end lists each stage's outcome, and the script fails if any stage did.
set -euo pipefail
cd "$(dirname "$0")/../.."

summary=()
failed=0
built=true
# stage NAME COMMAND…: runs one stage and records how it ended. A test stage after a failed
# build is not run (it would only test the previous build) and counts as failed.
stage() {
  local name=$1
  shift
  echo "=== $name"
  if ! $built; then
    summary+=("NOT RUN  $name (the build failed)")
    failed=1
    return
  fi
  # In an `if`, errexit is off for the command: its failure is recorded, not fatal.
  if "$@"; then
    summary+=("passed   $name")
  else
    summary+=("FAILED   $name (exit $?)")
    failed=1
    if [ "$name" = build ]; then built=false; fi
  fi
}
report() {
  echo
  echo "=== stages"
  printf '  %s\n' "${summary[@]}"
  exit $failed
}

# Desktop integration files must validate (what GNOME Software and application menus read).
desktop_files() {
  desktop-file-validate Resources/*.desktop && appstreamcli validate --no-net Resources/*.metainfo.xml
}
build() { swift build --build-tests 2>&1 | { grep -v "prohibited flag(s)" || true; }; }

if [ $# -eq 0 ]; then
  stage lint swift format lint --strict --recursive Sources Tests
  stage "desktop files" desktop_files
fi
# The translations the German tests read (po/*.po compiled into data/locale).
stage translations scripts/setup/compile-po.sh
stage build build

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
    stage "tests under mutter: $*" run_touch "$@"
  elif filters TwoMonitor "$@"; then
    stage "tests under mutter, two monitors: $*" run_monitors "$@"
  else
    stage "tests: $*" run "$@"
  fi
else
  # `make install` into a DESTDIR: the installed app runs, and the desktop knows preset files.
  stage install scripts/test/install-test.sh
  # The GPU machine's GStreamer staging against the test build (issue 40's regression).
  stage "device staging" scripts/test/device-staging-test.sh
  stage "all but the UI tests" run --skip PhysarumUITests
  stage "UI tests" run --filter PhysarumUITests --skip "$touch_tests" --skip "$monitor_tests"
  stage "touch tests" run_touch --filter "$touch_tests"
  stage "two-monitor tests" run_monitors --filter "$monitor_tests"
fi
report
