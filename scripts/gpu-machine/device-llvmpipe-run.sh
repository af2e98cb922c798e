#!/usr/bin/env bash
# Runs on the GPU machine (staged as .mesa/run.sh by scripts/gpu-machine/device-llvmpipe.sh), from the folder
# that holds .mesa and .devbench, on the display `.devwin/run.sh display` started: `physarum bench
# --window` on Mesa llvmpipe with the app, Xvfb and llvmpipe pinned to 2 cores (a quiet stand-in
# for the 2-core development VM; its cores are slower for llvmpipe: the ceiling is lower).
# CASES (one `bench --window` argument list per line), ROUNDS (2), SECS (3), CORES (0,1);
# HEADLESS (one `bench` argument list per line, e.g. "--backend cpu"; none by default) runs after
# each round's window cases, pinned the same way (headless EGL on Mesa: llvmpipe for --backend gpu);
# RECORD (one `physarum record` argument list per line, e.g. "--preset chase --seconds 2 --size
# 1920x1080 -o /tmp/clip.webm"; none by default) likewise, printing its line (encoding speed).
# PAYLOAD (.devbench/payload.tar.xz): the staged app to run, any tar (gzip or not), so two builds
# can be interleaved in one call.
set -u
XSTACK=/tmp/physarum-xstack
export DISPLAY=:91
MESA=$(cd "$(dirname "$0")" && pwd)
APP=/tmp/physarum-window
[ -e /tmp/.X11-unix/X91 ] || { echo "no display :91: run .devwin/run.sh display first" >&2; exit 1; }
rm -rf "$APP" && mkdir -p "$APP" && tar -C "$APP" -xf "${PAYLOAD:-.devbench/payload.tar.xz}"
echo "== app $(md5sum < "$APP/physarum" | cut -c1-8)"
CORES=${CORES:-0,1}
export __GLX_VENDOR_LIBRARY_NAME=mesa __EGL_VENDOR_LIBRARY_FILENAMES=$MESA/50_mesa.json NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory
export LIBGL_DRIVERS_PATH=$XSTACK/dri LP_NUM_THREADS=$(($(tr -cd ',' <<< "$CORES" | wc -c) + 1))
export FONTCONFIG_FILE=$XSTACK/fonts/fonts.conf XDG_CONFIG_HOME=/tmp/physarum-config XDG_RUNTIME_DIR=/tmp/physarum-runtime
mkdir -p "$XDG_CONFIG_HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
export LD_LIBRARY_PATH=$APP/lib:$MESA/lib:$XSTACK/lib
export PHYSARUM_DATA_DIR=$APP/data
# The staged GStreamer plugins (device-bench.sh), for `bench --window --record`.
if [ -f "$APP/gstreamer-env.sh" ]; then . "$APP/gstreamer-env.sh"; fi
for pid in $(pgrep -x Xvfb); do taskset -a -p -c "$CORES" "$pid" > /dev/null; done
echo "== cores $CORES of $(nproc):$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"
for round in $(seq "${ROUNDS:-2}"); do
    while read -r line; do
        [ -z "$line" ] && continue
        echo "== round $round: bench --window $line"
        # shellcheck disable=SC2086
        taskset -c "$CORES" "$APP/physarum" bench --window $line --seconds "${SECS:-3}" 2>&1 | grep -v '^$' | tail -1
    done <<< "${CASES:-
--size 1280x800
--size 1280x800 --agents 1000000
--size 1920x1080}"
    while read -r line; do
        [ -z "$line" ] && continue
        echo "== round $round: bench $line"
        # shellcheck disable=SC2086
        taskset -c "$CORES" "$APP/physarum" bench $line 2>&1 | grep -v '^$' | tail -2
    done <<< "${HEADLESS:-}"
    while read -r line; do
        [ -z "$line" ] && continue
        echo "== round $round: record $line"
        # shellcheck disable=SC2086
        taskset -c "$CORES" "$APP/physarum" record $line 2>&1 | grep -v '^$' | tail -2
    done <<< "${RECORD:-}"
done
