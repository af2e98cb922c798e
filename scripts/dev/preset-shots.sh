#!/usr/bin/env bash
# Screenshots of every built-in preset in the window (Xvfb, llvmpipe), one PNG per preset, and,
# given a second build, each preset's two windows side by side: how a change to the picture
# pipeline is looked at ("before | after"). The simulation is not paused, so the two pictures
# are two moments of the same preset, not the same pixels; effects, colours and structure compare.
# The same state is compared too: each preset rendered headlessly by both builds, the mean
# difference printed.
# Usage: scripts/dev/preset-shots.sh OUTDIR BIN [BIN_AFTER]   (env: SIZE=1280x800, WAIT=4 seconds after the first picture,
#        BACKEND=cpu, PRESETS="chase coral" to limit). Needs xvfb-run, xdotool, imagemagick.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$1 before=$2 after=${3:-}
size=${SIZE:-1280x800} wait=${WAIT:-4} backend=${BACKEND:-cpu}
presets=${PRESETS:-$(for f in data/presets/*.json; do printf "%s " "$(basename "$f" .json)"; done)}
mkdir -p "$out"

# shots BIN TAG: every preset's window in one Xvfb, each from a fresh config (no remembered state),
# with no system bus: the window's Connect menu browses mDNS at start, and a look at presets must
# never reach a real Avahi daemon.
shots() {
    local bin=$1 tag=$2 runner
    runner=$(mktemp)
    cat > "$runner" <<SCRIPT
#!/usr/bin/env bash
for id in $presets; do
  config=\$(mktemp -d)
  mkdir -p "\$config/physarum"
  printf '{"width": %d, "height": %d, "maximized": false}\n' ${size%x*} ${size#*x} > "\$config/physarum/window.json"
  XDG_CONFIG_HOME="\$config" XDG_DATA_HOME="\$config/data" XDG_CACHE_HOME="\$config/cache" XDG_STATE_HOME="\$config/state" \
    PHYSARUM_DATA_DIR="$PWD/data" GTK_A11Y=none DBUS_SYSTEM_BUS_ADDRESS=unix:path=/nonexistent/physarum-shots-no-avahi "$bin" --preset "\$id" --backend $backend > "\$config/app.log" 2>&1 &
  pid=\$!
  # The first frame comes late on a busy machine: wait for a picture (not one flat colour), then
  # let the preset run WAIT seconds.
  for i in \$(seq 1 60); do
    sleep 1
    [ "\$(import -window root -format '%k' info: 2>/dev/null)" -gt 8 ] && break
  done
  sleep $wait
  import -window root "$out/\$id-$tag.png"
  kill \$pid; wait \$pid 2>/dev/null || true
  grep -v "prohibited flag" "\$config/app.log" >&2 || true
  rm -rf "\$config"
done
SCRIPT
    chmod +x "$runner"
    xvfb-run -a -s "-screen 0 ${size}x24" "$runner"
    rm -f "$runner"
}

shots "$(realpath "$before")" before
[ -n "$after" ] || exit 0
shots "$(realpath "$after")" after
for id in $presets; do
    montage -font DejaVu-Sans -label '%t' "$out/$id-before.png" "$out/$id-after.png" -tile 2x1 -geometry +8+8 \
        -background '#222' -fill '#ddd' -pointsize 18 "$out/$id-side-by-side.png"
done
# The same state through both builds: a headless render of each preset (same seed and steps, CPU
# backend, deterministic) and the mean absolute difference of the two pictures, of 255.
for id in $presets; do
    for tag in before after; do
        bin=$before; [ $tag = after ] && bin=$after
        PHYSARUM_DATA_DIR="$PWD/data" "$bin" render --preset "$id" --steps 300 --backend $backend \
            -o "$out/$id-render-$tag.png" > /dev/null 2>&1
    done
    mae=$({ compare -metric MAE "$out/$id-render-before.png" "$out/$id-render-after.png" null: 2>&1 || true; } | sed 's/.*(\(.*\))/\1/')
    printf '%-16s render difference %.2f of 255\n' "$id" "$(echo "$mae * 255" | bc -l)"
done
echo "preset shots: $out/*-side-by-side.png"
