#!/usr/bin/env bash
# Takes the README/look-at-it screenshots under Xvfb: one run per window size.
# Usage: scripts/dev/screenshots.sh [OUTDIR]   (default shots/). Needs xvfb-run, xdotool, imagemagick.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-shots}
mkdir -p "$out"
# The Connect menu browses for hosts over the system bus's Avahi daemon at start: pointed at no
# bus, the shots can never reach a real daemon (and through it the network's mDNS).
export PHYSARUM_DATA_DIR="$PWD/data" GTK_A11Y=none DBUS_SYSTEM_BUS_ADDRESS=unix:path=/nonexistent/physarum-shots-no-avahi
bin=.build/debug/physarum

# shot NAME WIDTH HEIGHT [ARGS...] -- STEPS: runs the app at WIDTH×HEIGHT and performs STEPS
# (a bash snippet using W, H and the `snap NAME` helper) before quitting.
shoot() {
    local width=$1 height=$2 steps=$3; shift 3
    local config; config=$(mktemp -d)
    mkdir -p "$config/physarum" "$config/data/physarum/presets"
    # Two user presets, so the library shows how the user's own are marked.
    for pair in "chase:Evening Chase" "coral:My Coral Reef"; do
        sed -e "s/\"id\": *\"[^\"]*\"/\"id\": \"user-${pair%%:*}\"/" \
            -e "s/\"name\": *\"[^\"]*\"/\"name\": \"${pair#*:}\"/" \
            "data/presets/${pair%%:*}.json" > "$config/data/physarum/presets/user-${pair%%:*}.json"
    done
    # A returning user's settings (the first-start hint dismissed); FRESH=1: none, a first start.
    [ -n "${FRESH:-}" ] || printf '{"width": %d, "height": %d, "maximized": false, "startHintDismissed": true}\n' "$width" "$height" \
        > "$config/physarum/settings.json"
    cat > "$config/run.sh" <<SCRIPT
#!/usr/bin/env bash
W=$width; H=$height
snap() { import -window root "$out/\$1.png"; }
XDG_CONFIG_HOME="$config" XDG_DATA_HOME="$config/data" XDG_CACHE_HOME="$config/cache" XDG_STATE_HOME="$config/state" $bin $* > "$config/app.log" 2>&1 &
pid=\$!
sleep ${PHYSARUM_SHOT_WAIT:-3.5}
$steps
kill \$pid; wait \$pid 2>/dev/null || true
SCRIPT
    chmod +x "$config/run.sh"
    xvfb-run -a -s "-screen 0 ${width}x${height}x24 -r" "$config/run.sh"
    cat "$config/app.log" >&2 || true
    rm -rf "$config"
}

shoot 1280 800 'snap landscape; xdotool key ctrl+l; sleep 0.6; snap landscape-library'
shoot 800 1280 'xdotool key F9; sleep 1; snap portrait-medium;
  x=$((W/2)); y=$((H - H/2 + 12)); xdotool mousemove $x $y; sleep 0.2; xdotool mousedown 1; sleep 0.2;
  for i in $(seq 1 16); do xdotool mousemove $x $((y - i*40)); sleep 0.1; done; sleep 0.4; xdotool mouseup 1; sleep 1.2;
  snap portrait-large'
shoot 1200 1600 'xdotool key F9; sleep 1; snap tall-wide-medium'
shoot 420 800 'snap narrow; xdotool key F9; sleep 1; snap narrow-sheet'
shoot 360 294 'xdotool key F9; sleep 1; snap minimum-sheet' --preset three-colonies
shoot 1280 800 'snap fullscreen' --fullscreen
FRESH=1 shoot 1280 800 'snap first-start'
FRESH=1 shoot 360 720 'snap first-start-360'

# The library's search, and what a bad file opened among good ones shows (its banner).
shoot 1280 800 'xdotool key ctrl+l; sleep 0.6; xdotool type --delay 80 on; sleep 0.8; snap library-search'
shoot 360 720 'xdotool key ctrl+l; sleep 0.6; xdotool type --delay 80 on; sleep 0.8; snap library-search-360'

# The editor (issue 5): help popover, tooltip, matrix grid, library with user presets, 360 px.
shoot 1280 800 'xdotool mousemove 1000 171 click 1; sleep 1.2; snap editor-help-popover;
  xdotool key Escape; xdotool mousemove 1100 194; sleep 2.4; snap editor-tooltip;
  xdotool mousemove 1100 500; for i in $(seq 1 7); do xdotool click 5; sleep 0.05; done; sleep 0.8; snap editor-matrix;
  xdotool mousemove 1147 369 click 1; sleep 0.3; xdotool key shift+Tab shift+Tab shift+Tab Return; sleep 1.2;
  snap editor-matrix-keyboard-help; xdotool key Escape; sleep 0.3;
  xdotool key ctrl+l; sleep 0.8; snap library-user-presets'
shoot 800 1280 'xdotool key F9; sleep 1; xdotool key ctrl+s; sleep 1; snap editor-sheet-save'
shoot 360 800 'xdotool key F9; sleep 1;
  x=$((W/2)); y=$((H - H/2 + 12)); xdotool mousemove $x $y; sleep 0.2; xdotool mousedown 1; sleep 0.2;
  for i in $(seq 1 10); do xdotool mousemove $x $((y - i*40)); sleep 0.1; done; sleep 0.4; xdotool mouseup 1; sleep 1.2;
  snap editor-360; xdotool mousemove 180 500; for i in $(seq 1 16); do xdotool click 5; sleep 0.05; done; sleep 0.8;
  snap editor-360-matrix'

# Honest state and words (issue 12): edited + paused header, the save form on a taken name,
# the library with the keyboard focus on the running tile; landscape and 360 px.
shoot 1280 800 'xdotool mousemove 200 400 click 1; xdotool key space; xdotool mousemove 1150 245 click 1; sleep 1.5;
  xdotool mousemove 640 760; sleep 0.5; snap honest-edited-paused;
  xdotool key ctrl+s; sleep 1.5; xdotool key ctrl+a; xdotool type --delay 30 "Evening Chase"; sleep 1;
  snap save-taken-name; xdotool key Escape; sleep 1; xdotool key ctrl+l; sleep 1.5; xdotool key Right; sleep 1;
  snap library-keyboard'
shoot 360 800 'xdotool mousemove 180 300 click 1; xdotool key space; xdotool key F9; sleep 1.2;
  xdotool key ctrl+s; sleep 0.8; xdotool key ctrl+a; xdotool type --delay 30 "Chase"; sleep 0.6;
  snap save-builtin-name-360; xdotool key Escape; sleep 0.3; snap honest-paused-360'

# German (issue 24): the editor at landscape and as the 360-px sheet, the library, the header's
# menu. LANGUAGE=de needs a locale other than C: C.UTF-8 is always there.
LANGUAGE=de LC_ALL=C.UTF-8 shoot 1280 800 'snap de-editor; xdotool key ctrl+l; sleep 1; snap de-library;
  xdotool key ctrl+l; sleep 0.6; xdotool key F10; sleep 1; snap de-menu'
LANGUAGE=de LC_ALL=C.UTF-8 shoot 360 800 'xdotool key F9; sleep 1;
  x=$((W/2)); y=$((H - H/2 + 12)); xdotool mousemove $x $y; sleep 0.2; xdotool mousedown 1; sleep 0.2;
  for i in $(seq 1 10); do xdotool mousemove $x $((y - i*40)); sleep 0.1; done; sleep 0.4; xdotool mouseup 1; sleep 1.2;
  snap de-editor-360; xdotool key F10; sleep 1; snap de-menu-360'
# Preferences (libadwaita's window), README's "Snapshots, clips and preferences".
shoot 1280 800 'xdotool key ctrl+comma; sleep 2; snap preferences'
