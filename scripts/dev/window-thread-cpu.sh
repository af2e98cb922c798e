#!/usr/bin/env bash
# Where a window frame's CPU goes: runs `physarum bench --window --seconds 6 ARGS` and samples
# each of its threads' CPU time (and Xvfb's) in the middle 4 s of the running, paused and
# present-only phases (each is 1 s of warm-up + 6 s, after the first frame, ~1 s after launch).
# Divide a phase's ms/s by its fps (the bench's line) for ms per frame. Threads: llvmpipe-N
# (rasterising), the main thread (GTK, GL calls), the CPU backend's worker (a dispatch thread,
# "-qos.overcommit") and its pools' threads (unnamed "physarum" started at launch).
# Usage (needs a display): xvfb-run -a -s '-screen 0 1280x800x24' scripts/dev/window-thread-cpu.sh BIN [ARGS…]
set -u
cd "$(dirname "$0")/../.."
bin=$1
shift
xvfb=$(pgrep -n -x Xvfb || true)
samples=$(mktemp -d)
trap 'rm -rf "$samples"' EXIT
PHYSARUM_DATA_DIR=${PHYSARUM_DATA_DIR:-$PWD/data} "$bin" bench --window --seconds 6 "$@" > "$samples/out" 2>&1 &
pid=$!
launched=$(date +%s.%N)
# Thread id, name (15 characters, no spaces here), user + system ticks; Xvfb as thread 0.
snap() {
    sleep "$(echo "$launched + $1 - $(date +%s.%N)" | bc -l | sed 's/^-.*/0/')"
    awk '{ n = split(FILENAME, p, "/"); print p[n - 1], $2, $14 + $15 }' /proc/$pid/task/*/stat 2> /dev/null | tr -d '()'
    [ -n "$xvfb" ] && awk '{ print 0, "Xvfb", $14 + $15 }' /proc/"$xvfb"/stat
}
snap 3.5 > "$samples/running0"; snap 7.5 > "$samples/running1"
snap 10.5 > "$samples/paused0"; snap 14.5 > "$samples/paused1"
snap 17.5 > "$samples/ceiling0"; snap 21.5 > "$samples/ceiling1"
wait $pid
grep -v "prohibited flag" "$samples/out" | tail -1
hz=$(getconf CLK_TCK)
for phase in running paused ceiling; do
    echo "== $phase"
    join <(sort "$samples/${phase}0") <(sort "$samples/${phase}1") |
        awk -v hz="$hz" 'NF == 5 { d = ($5 - $3) * 1000 / hz / 4; if (d > 0) printf "  %-8s %-18s %7.1f ms/s\n", $1, $2, d }' |
        sort -k3 -n -r
done
