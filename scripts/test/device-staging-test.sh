#!/usr/bin/env bash
# The GPU machine's GStreamer staging (scripts/gpu-machine/device-stage-libs.sh) against the built
# binary, into a temporary folder and without the size check: every element the app names must
# resolve to a plugin here (staging fails otherwise), and with only the staged plugins visible, as
# on the GPU machine, the binary must find every format and a sound encoder for each, and write a
# short music video (`record --audio`) in each format.
# Usage: scripts/test/device-staging-test.sh [BINARY]   (default .build/debug/physarum)
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=$(realpath "${1:-.build/debug/physarum}")
# shellcheck source=scripts/gpu-machine/device-stage-libs.sh
source scripts/gpu-machine/device-stage-libs.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "device staging test: $*" >&2; exit 1; }

# Called as device-bench.sh calls it, under `set -e` (in an `||` list bash would ignore a failing
# command inside the function: such a test passed while device-bench.sh stopped).
echo "device staging test: staging into a temporary folder"
stage_gstreamer_plugins "$binary" "$work/stage"

# One second of a 110 Hz tone as WAV, the sound file every installation can decode.
python3 - "$work/tone.wav" << 'PY'
import math, struct, sys, wave
with wave.open(sys.argv[1], "wb") as out:
    out.setnchannels(1); out.setsampwidth(2); out.setframerate(48000)
    out.writeframes(b"".join(struct.pack("<h", int(12000 * math.sin(2 * math.pi * 110 * i / 48000))) for i in range(48000)))
PY

passed=0
(
    # As on the GPU machine: GStreamer sees the staged plugins only. (`|| exit`: set -e does not
    # act inside a subshell that is part of an `||` list.)
    # shellcheck source=/dev/null
    source "$work/stage/gstreamer-env.sh"
    "$binary" record --formats --json > "$work/formats.json" || exit 1
    for ext in webm mp4; do
        "$binary" record --preset chase --audio "$work/tone.wav" --seconds 0.5 --size 128x96 --fps 10 \
            -o "$work/clip.$ext" > /dev/null || exit 1
    done
) || fail "with the staged plugins only, \`physarum record\` failed"
python3 - "$work/formats.json" << 'PY' || fail "with the staged plugins only, a format lacks something"
import json, sys
need = json.load(open(sys.argv[1]))
problems = [f"{f['format']} misses {', '.join(f['missing'])}" for f in need["formats"] if f["missing"]]
problems += [f"{f['format']} has no sound encoder" for f in need["formats"] if not f["audioEncoder"]]
if problems:
    sys.exit("; ".join(problems))
PY
passed=$((passed + 1))
# Each clip holds a video and a sound stream (read with every plugin of this machine).
for ext in webm mp4; do
    info=$(gst-discoverer-1.0 "$work/clip.$ext" 2>&1) || fail "clip.$ext does not read back: $info"
    grep -q "video #" <<< "$info" || fail "clip.$ext has no video stream"
    grep -q "audio #" <<< "$info" || fail "clip.$ext has no sound stream"
    passed=$((passed + 1))
done
echo "device staging: $(ls "$work/stage/gstreamer-1.0" | wc -l) plugins staged"
echo "device staging: $passed passed, 0 failed"
