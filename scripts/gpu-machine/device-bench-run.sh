#!/usr/bin/env bash
# Runs on the GPU machine (staged as .devbench/run.sh by scripts/gpu-machine/device-bench.sh), from the folder
# that holds .devbench: GPU and GL facts, then `physarum bench --json` for 1M/1024, 4M/2048 and
# 16M/2048 agents/field. AGENTS=N FIELD=S [STEPS=K] runs just that variant; SIZES="N:S N:S …"
# runs those; TUNINGS="sort=0;sort=16,tile=8;…" repeats every size under each PHYSARUM_GPU_TUNING
# override (`GPUTuning`) and ROUNDS=R repeats the whole set (interleaved), then prints a table.
# With $OUT set, also renders a preset PNG there as a visual check and keeps the JSON lines.
# FORCE_STAGED_GLIBC=1 tests the staged-glibc path. PAINTED=1 runs each bench with `--paint` too
# (food, something to avoid and a wall painted: docs/PAINTING.md), interleaved with the plain one.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
# Unpack the payload (binary, data/, lib/, glibc/) next to nothing else of ours.
BENCH=$(mktemp -d "${TMPDIR:-/tmp}/physarum-devbench.XXXXXX")
trap 'rm -rf "$BENCH"' EXIT
# xz where the image has it, else Python's own lzma.
tar -C "$BENCH" -xJf "$HERE/payload.tar.xz" 2>/dev/null \
    || python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' "$HERE/payload.tar.xz" "$BENCH" \
    || { echo "cannot unpack $HERE/payload.tar.xz" >&2; exit 1; }
STEPS=${STEPS:-200}

# NVIDIA's EGL vendor file, where container images put it (glvnd reads this to find the driver).
NVIDIA_EGL_VENDOR=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
if [ -f "$NVIDIA_EGL_VENDOR" ]; then export __EGL_VENDOR_LIBRARY_FILENAMES=$NVIDIA_EGL_VENDOR; fi
LIBS=$BENCH/lib
for dir in /usr/local/nvidia/lib64 /usr/local/nvidia/lib; do
    if [ -d "$dir" ]; then LIBS=$LIBS:$dir; fi
done
export LD_LIBRARY_PATH=$LIBS${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PHYSARUM_DATA_DIR=$BENCH/data
# The staged GStreamer plugins (device-bench.sh), for `physarum record`.
if [ -f "$BENCH/gstreamer-env.sh" ]; then . "$BENCH/gstreamer-env.sh"; fi

# Use the staged glibc (through its own loader) only when the host's is older than needed.
REQUIRED=$(cat "$BENCH/glibc/REQUIRED" 2>/dev/null || echo 0)
HOST_GLIBC=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ print $2 }')
LAUNCH=("$BENCH/physarum")
if [ -n "${FORCE_STAGED_GLIBC:-}" ] || { [ -n "$HOST_GLIBC" ] && [ "$(printf '%s\n%s\n' "$REQUIRED" "$HOST_GLIBC" | sort -V | head -1)" != "$REQUIRED" ]; }; then
    echo "host glibc $HOST_GLIBC < $REQUIRED: using the staged glibc"
    LAUNCH=("$BENCH/glibc/ld-linux-x86-64.so.2" --library-path "$BENCH/glibc:$LD_LIBRARY_PATH" "$BENCH/physarum")
fi

echo "== host"
uname -srm
echo "glibc ${HOST_GLIBC:-unknown} (binary needs $REQUIRED)"
echo "__EGL_VENDOR_LIBRARY_FILENAMES=${__EGL_VENDOR_LIBRARY_FILENAMES:-unset}"
if command -v nvidia-smi > /dev/null; then
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv
    nvidia-smi
else
    echo "nvidia-smi: not found"
fi

RESULTS=$BENCH/results.jsonl
bench() {
    local line paint
    for paint in "" ${PAINTED:+--paint}; do
        echo "== ${PHYSARUM_GPU_TUNING:-default} bench --agents $1 --field $2 --steps $STEPS $paint --json"
        line=$("${LAUNCH[@]}" bench --agents "$1" --field "$2" --steps "$STEPS" $paint --json) || { echo "bench failed (exit $?)"; continue; }
        echo "$line"
        echo "{\"tuning\": \"${PHYSARUM_GPU_TUNING:-default}${paint:+ painted}\", \"result\": $line}" >> "$RESULTS"
    done
}

if [ -n "${AGENTS:-}" ] || [ -n "${FIELD:-}" ]; then
    SIZES="${AGENTS:-1000000}:${FIELD:-1024}"
fi
SIZES=${SIZES:-1000000:1024 4000000:2048 16000000:2048}
IFS=';' read -r -a TUNING_LIST <<< "${TUNINGS:-}"
[ ${#TUNING_LIST[@]} -eq 0 ] && TUNING_LIST=("")
for round in $(seq "${ROUNDS:-1}"); do
    for tuning in "${TUNING_LIST[@]}"; do
        for size in $SIZES; do
            PHYSARUM_GPU_TUNING=$tuning bench "${size%%:*}" "${size##*:}"
        done
    done
done
unset PHYSARUM_GPU_TUNING

if [ -s "$RESULTS" ] && command -v python3 > /dev/null; then
    echo "== summary: G agent-steps/s (median over rounds), ms/step, agents pass ms, field pass ms"
    python3 - "$RESULTS" << 'PY'
import json, statistics, sys
rows = {}
for line in open(sys.argv[1]):
    entry = json.loads(line)
    r = entry["result"]
    rows.setdefault((entry["tuning"], r["agents"], r["field"]), []).append(r)
for (tuning, agents, field), runs in rows.items():
    rate = statistics.median(x["agentStepsPerSecond"] for x in runs) / 1e9
    ms = statistics.median(x["msPerStep"] for x in runs)
    a = statistics.median(x["passes"]["agents"] for x in runs)
    f = statistics.median(x["passes"]["field"] for x in runs)
    every = " ".join(f"{x['agentStepsPerSecond'] / 1e9:.2f}" for x in runs)
    print(f"{tuning or 'default':<28} {agents / 1e6:>5.1f}M/{field:<5} {rate:6.2f} G  {ms:.4f} ms  agents {a:.3f}  field {f:.3f}  [{every}]")
PY
    if [ -n "${OUT:-}" ] && [ -d "$OUT" ]; then cp "$RESULTS" "$OUT/bench-results.jsonl"; fi
fi

if [ -n "${OUT:-}" ] && [ -d "$OUT" ]; then
    echo "== render check -> \$OUT/render-chase.png"
    "${LAUNCH[@]}" render --preset chase --steps 300 --field 1024 --size 1024x1024 -o "$OUT/render-chase.png" \
        && ls -l "$OUT/render-chase.png"
fi
