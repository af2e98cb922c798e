#!/usr/bin/env bash
# Runs on the GPU machine (staged as .devtest/run.sh by scripts/gpu-machine/device-test.sh), from the folder
# that holds .devtest: the engine tests (every PhysarumEngineTests class, or the XCTest filters in
# TESTS, comma-separated, e.g. TESTS=PhysarumEngineTests.GPUSortTests,PhysarumEngineTests.DeterminismTests)
# headlessly through EGL on the device's driver. Exits with the tests' status.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/physarum-devtest.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
tar -C "$WORK" -xzf "$HERE/tests.tar.gz" || { echo "cannot unpack $HERE/tests.tar.gz" >&2; exit 1; }

NVIDIA_EGL_VENDOR=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
if [ -f "$NVIDIA_EGL_VENDOR" ]; then export __EGL_VENDOR_LIBRARY_FILENAMES=$NVIDIA_EGL_VENDOR; fi
LIBS=$WORK/lib
for dir in /usr/local/nvidia/lib64 /usr/local/nvidia/lib; do
    if [ -d "$dir" ]; then LIBS=$LIBS:$dir; fi
done
export LD_LIBRARY_PATH=$LIBS${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PHYSARUM_DATA_DIR=$WORK/data

REQUIRED=$(cat "$WORK/glibc/REQUIRED" 2>/dev/null || echo 0)
HOST_GLIBC=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ print $2 }')
LAUNCH=("$WORK/tests")
if [ -n "$HOST_GLIBC" ] && [ "$(printf '%s\n%s\n' "$REQUIRED" "$HOST_GLIBC" | sort -V | head -1)" != "$REQUIRED" ]; then
    echo "host glibc $HOST_GLIBC < $REQUIRED: using the staged glibc"
    LAUNCH=("$WORK/glibc/ld-linux-x86-64.so.2" --library-path "$WORK/glibc:$LD_LIBRARY_PATH" "$WORK/tests")
fi

if [ -z "${TESTS:-}" ]; then
    TESTS=$("${LAUNCH[@]}" --list-tests | grep -o '^PhysarumEngineTests\.[A-Za-z0-9_]*' | sort -u | paste -sd, -)
fi
echo "== engine tests on $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || echo 'no nvidia-smi')"
"${LAUNCH[@]}" "$TESTS"
