#!/usr/bin/env bash
# Runs on the GPU machine (staged as .devwin/run.sh by scripts/gpu-machine/device-window.sh):
#   bash .devwin/run.sh display   unpacks the X stack to /tmp/physarum-xstack, starts Xvfb (:91,
#                                 1920×1080×24, in its own session so it outlives the call) and
#                                 prints which GL a GLX client gets with the NVIDIA vendor library;
#   bash /tmp/physarum-xstack/run.sh window   (the next call, .devbench carried, machine still warm)
#                                 runs `physarum bench --window` on that display for AGENTS (default
#                                 "1000000 4000000 16000000") at 1920×1080, with a screenshot of
#                                 each under $OUT (xwd, gzipped), and the JSON lines in $OUT.
#   bash .devwin/run.sh all       both in one call (when everything fits).
# Seen on the H200 machine (2026-11-30, driver 580.159.04): Xvfb starts and its GLX loads Mesa's
# swrast, but glxinfo finds no GLX visual through NVIDIA's client library (nor through glvnd's
# default vendor, whose Mesa client library is not carried): NVIDIA's GLX renders directly only on
# its own X server and offers non-NVIDIA servers indirect GLX, which cannot run GL 4.3 compute.
# The window on that GPU needs an NVIDIA X server (nvidia_drv.so is not in the image) or
# VirtualGL's EGL back end (not in Debian); this stays here for that next attempt.
set -u
MODE=${1:-all}
HERE=$(cd "$(dirname "$0")" && pwd)
XSTACK=/tmp/physarum-xstack
DISPLAY_NUMBER=91
export DISPLAY=:$DISPLAY_NUMBER
OUTDIR=${OUT:-/tmp/physarum-window-out}
mkdir -p "$OUTDIR"

start_display() {
    if [ ! -x "$XSTACK/bin/Xvfb" ]; then
        mkdir -p "$XSTACK"
        xz -dc "$HERE/xstack.tar.xz" | tar -C "$XSTACK" -xf - || { echo "cannot unpack the X stack" >&2; exit 1; }
        cp "$0" "$XSTACK/run.sh"
    fi
    # Xvfb runs xkbcomp from the path it was built with; the image has none.
    if [ ! -e /usr/bin/xkbcomp ]; then
        printf '#!/bin/sh\nLD_LIBRARY_PATH=%s/lib exec %s/bin/xkbcomp "$@"\n' "$XSTACK" "$XSTACK" > /usr/bin/xkbcomp
        chmod +x /usr/bin/xkbcomp
    fi
    if [ ! -e /tmp/.X11-unix/X$DISPLAY_NUMBER ]; then
        LD_LIBRARY_PATH=$XSTACK/lib LIBGL_DRIVERS_PATH=$XSTACK/dri setsid "$XSTACK/bin/Xvfb" :$DISPLAY_NUMBER \
            -screen 0 1920x1080x24 -nolisten tcp -noreset -xkbdir "$XSTACK/xkb" \
            > "$XSTACK/xvfb.log" 2>&1 < /dev/null &
        for _ in $(seq 50); do [ -e /tmp/.X11-unix/X$DISPLAY_NUMBER ] && break; sleep 0.1; done
    fi
    [ -e /tmp/.X11-unix/X$DISPLAY_NUMBER ] || { echo "Xvfb did not start:"; cat "$XSTACK/xvfb.log"; exit 1; }
    echo "== Xvfb on $DISPLAY"; tail -5 "$XSTACK/xvfb.log"
}

client_environment() {
    export __GLX_VENDOR_LIBRARY_NAME=nvidia GDK_DEBUG=gl-glx NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory
    export FONTCONFIG_FILE=$XSTACK/fonts/fonts.conf XDG_CONFIG_HOME=/tmp/physarum-config
    export XDG_RUNTIME_DIR=/tmp/physarum-runtime
    mkdir -p "$XDG_CONFIG_HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
    LIBS=$1
    for dir in /usr/local/nvidia/lib64 /usr/local/nvidia/lib; do [ -d "$dir" ] && LIBS=$LIBS:$dir; done
    export LD_LIBRARY_PATH=$LIBS
}

show_glx() {
    echo "== glxinfo -B (__GLX_VENDOR_LIBRARY_NAME=nvidia)"
    (client_environment "$XSTACK/lib" && "$XSTACK"/bin/glxinfo.* -B 2>&1 | head -25)
}

run_window() {
    local payload=$PWD/.devbench/payload.tar.xz app=/tmp/physarum-window
    [ -f "$payload" ] || { echo "no .devbench/payload.tar.xz: carry .devbench" >&2; exit 1; }
    rm -rf "$app" && mkdir -p "$app" && tar -C "$app" -xf "$payload"
    client_environment "$app/lib:$XSTACK/lib"
    export PHYSARUM_DATA_DIR=$app/data
    local sized=()
    if "$app/physarum" bench --help 2>&1 | grep -q -- '--agents'; then sized=(--size 1920x1080); fi
    for agents in ${AGENTS:-1000000 4000000 16000000}; do
        local count=()
        [ ${#sized[@]} -gt 0 ] && count=(--agents "$agents")
        echo "== bench --window ${sized[*]} ${count[*]} --seconds ${SECONDS_EACH:-4}"
        "$app/physarum" bench --window "${sized[@]}" "${count[@]}" --seconds "${SECONDS_EACH:-4}" --json \
            > "$OUTDIR/window-$agents.json" 2> "$OUTDIR/window-$agents.log" &
        local bench=$!
        sleep "${SHOT_AFTER:-6}"
        "$XSTACK/bin/xwd" -root -silent | gzip -1 > "$OUTDIR/window-$agents.xwd.gz"
        wait $bench
        echo "exit $?"; cat "$OUTDIR/window-$agents.json"; grep -v '^$' "$OUTDIR/window-$agents.log" | tail -5
        [ ${#count[@]} -gt 0 ] || break
    done
}

case $MODE in
    display) start_display; show_glx ;;
    window) start_display; run_window ;;
    all) start_display; show_glx; run_window ;;
    *) echo "usage: run.sh display|window|all" >&2; exit 2 ;;
esac
