#!/usr/bin/env bash
# Runs on the GPU machine (staged as .devbench/run.sh by scripts/device-bench.sh), from the folder
# that holds .devbench: GPU and GL facts, then `physarum bench --json` for 1M/1024, 4M/2048 and
# 16M/2048 agents/field. AGENTS=N FIELD=S [STEPS=K] runs just that variant. With $OUT set, also
# renders a preset PNG there as a visual check. FORCE_STAGED_GLIBC=1 tests the staged-glibc path.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
# Unpack the payload (binary, data/, lib/, glibc/) next to nothing else of ours.
BENCH=$(mktemp -d "${TMPDIR:-/tmp}/physarum-devbench.XXXXXX")
trap 'rm -rf "$BENCH"' EXIT
tar -C "$BENCH" -xzf "$HERE/payload.tar.gz" || { echo "cannot unpack $HERE/payload.tar.gz" >&2; exit 1; }
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

bench() {
    echo "== bench --agents $1 --field $2 --steps $STEPS --json"
    "${LAUNCH[@]}" bench --agents "$1" --field "$2" --steps "$STEPS" --json || echo "bench failed (exit $?)"
}

if [ -n "${AGENTS:-}" ] || [ -n "${FIELD:-}" ]; then
    bench "${AGENTS:-1000000}" "${FIELD:-1024}"
else
    bench 1000000 1024
    bench 4000000 2048
    bench 16000000 2048
fi

if [ -n "${OUT:-}" ] && [ -d "$OUT" ]; then
    echo "== render check -> \$OUT/render-chase.png"
    "${LAUNCH[@]}" render --preset chase --steps 300 --field 1024 --size 1024x1024 -o "$OUT/render-chase.png" \
        && ls -l "$OUT/render-chase.png"
fi
