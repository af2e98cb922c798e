#!/usr/bin/env bash
# Runs COMMAND on a headless GNOME compositor so GTK gets real touch events: PipeWire, then
# `mutter --headless --wayland` with one virtual monitor (or one per --size WxH[@Hz], the performance
# output's tests take two), then COMMAND with GDK_BACKEND=wayland.
# The touch tests inject touch through mutter's RemoteDesktop D-Bus API (which needs PipeWire for
# its screen stream). Run it inside a private D-Bus session:
#   dbus-run-session -- scripts/test/with-mutter.sh [--size WxH]... COMMAND...
# Nothing here touches the network: a private session bus, a private runtime directory and
# Wayland socket. It ends only the processes it started, by PID.
set -euo pipefail

sizes=()
while [ "${1:-}" = "--size" ]; do sizes+=("$2"); shift 2; done
[ ${#sizes[@]} -gt 0 ] || sizes=(800x1280)
size=${sizes[0]}
[ $# -gt 0 ] || { echo "usage: $0 [--size WxH]... COMMAND..." >&2; exit 2; }
[ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || { echo "$0: run me inside dbus-run-session" >&2; exit 2; }
for tool in mutter pipewire; do
  command -v "$tool" >/dev/null || { echo "$0: $tool is not installed (scripts/setup/install-deps.sh test)" >&2; exit 1; }
done

# A private runtime directory: PipeWire's and Wayland's sockets live there (as root in CI there
# is no XDG_RUNTIME_DIR at all).
runtime=$(mktemp -d /tmp/physarum-mutter.XXXXXX)
chmod 700 "$runtime"
export XDG_RUNTIME_DIR=$runtime
display=physarum-wayland
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$runtime"
}
trap cleanup EXIT

pipewire >"$runtime/pipewire.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do [ -S "$runtime/pipewire-0" ] && break; sleep 0.05; done
[ -S "$runtime/pipewire-0" ] || { echo "$0: pipewire did not start:" >&2; cat "$runtime/pipewire.log" >&2; exit 1; }

monitors=()
for s in "${sizes[@]}"; do monitors+=(--virtual-monitor "$s"); done
mutter --headless --wayland --no-x11 "${monitors[@]}" --wayland-display="$display" \
  >"$runtime/mutter.log" 2>&1 &
pids+=($!)
for _ in $(seq 200); do [ -S "$runtime/$display" ] && break; sleep 0.05; done
[ -S "$runtime/$display" ] || { echo "$0: mutter did not start:" >&2; cat "$runtime/mutter.log" >&2; exit 1; }
# RemoteDesktop appears on the bus a moment after the socket.
for _ in $(seq 100); do
  dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner string:org.gnome.Mutter.RemoteDesktop 2>/dev/null | grep -q true && break
  sleep 0.05
done

# The touch tests aim at the first monitor, whose size this is.
export WAYLAND_DISPLAY=$display GDK_BACKEND=wayland PHYSARUM_TOUCH_SCREEN=$size
unset DISPLAY
status=0
"$@" || status=$?
if [ $status -ne 0 ] && [ -n "${PHYSARUM_MUTTER_LOG:-}" ]; then cat "$runtime/mutter.log" >&2; fi
exit $status
