#!/usr/bin/env bash
# Runs a command with its own audio server (no sound card needed): a private PipeWire with
# WirePlumber and pipewire-pulse in a private XDG_RUNTIME_DIR, and a virtual sink `testsink`
# (the default output, so its monitor is "what the desktop plays"). Everything it starts ends
# when the command does, by PID. WirePlumber needs a session bus: run this inside
# dbus-run-session (it starts one itself when DBUS_SESSION_BUS_ADDRESS is unset).
# Usage: scripts/test/with-pipewire.sh COMMAND [ARG…]   (../shared/notes/audio-testing.md)
set -u
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]; then exec dbus-run-session -- "$0" "$@"; fi
runtime=$(mktemp -d)
chmod 700 "$runtime"
export XDG_RUNTIME_DIR=$runtime
export PIPEWIRE_RUNTIME_DIR=$runtime
export PULSE_RUNTIME_PATH=$runtime/pulse
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null; done
  rm -rf "$runtime"
}
trap cleanup EXIT
pipewire >"$runtime/pipewire.log" 2>&1 & pids+=($!)
for _ in $(seq 50); do [ -S "$runtime/pipewire-0" ] && break; sleep 0.1; done
wireplumber >"$runtime/wireplumber.log" 2>&1 & pids+=($!)
pipewire-pulse >"$runtime/pipewire-pulse.log" 2>&1 & pids+=($!)
sleep 1
# A sink that drives the graph (nothing else would without hardware), made the default output.
pw-cli create-node adapter '{ factory.name=support.null-audio-sink node.name=testsink
  node.description="Test output" media.class=Audio/Sink object.linger=true audio.position=[FL FR]
  node.driver=true priority.driver=9000 priority.session=9000 }' >/dev/null
for _ in $(seq 50); do pw-cli ls Node 2>/dev/null | grep -q testsink && break; sleep 0.1; done
sleep 0.5
# Tests that need this server look for it (and say to run them through here otherwise).
export PHYSARUM_TEST_AUDIO=pipewire
"$@"
