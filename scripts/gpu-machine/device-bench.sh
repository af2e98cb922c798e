#!/usr/bin/env bash
# Stages a self-contained `physarum bench` for a GPU machine: a stripped release binary (Swift
# runtime linked in), data/, the non-driver shared libraries it needs (GTK stack, libepoxy, …),
# the GStreamer plugins its clip formats need (gstreamer-1.0/, with gstreamer-env.sh for the run
# scripts to source: `bench --window --record` and `physarum record` work there) and a copy of
# this machine's glibc for hosts with an older one, packed as payload.tar.xz (the binary alone is
# ~60 MiB, mostly ICU data; with the sound encoders and decoders gzip made 65 MiB, xz makes 47, inside
# the carry budget), plus run.sh, which unpacks to a temporary folder and runs the benchmarks.
#
# Usage: scripts/gpu-machine/device-bench.sh [DEST]   (DEST defaults to /work/main/.devbench)
# On the device, from the folder that holds .devbench:  bash .devbench/run.sh
#   overrides: AGENTS=N FIELD=S [STEPS=K] runs that one variant instead of the standard three.
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$PWD
DEST=${1:-/work/main/.devbench}
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
SIZE_LIMIT_MIB=50
# shellcheck source=scripts/gpu-machine/device-stage-libs.sh
source "$REPO/scripts/gpu-machine/device-stage-libs.sh"

"$SWIFT" build -c release --static-swift-stdlib 2>&1 | { grep -v "prohibited flag(s)" || true; }
BINARY=$("$SWIFT" build -c release --static-swift-stdlib --show-bin-path)/physarum

rm -rf "$DEST"
mkdir -p "$DEST"
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
PAYLOAD=$DEST
DEST=$STAGE
cp "$BINARY" "$DEST/physarum"
strip --strip-unneeded "$DEST/physarum"
cp -r "$REPO/data" "$DEST/data"
stage_gstreamer_plugins "$BINARY" "$DEST"
stage_libraries "$BINARY" "$DEST"

chmod +x "$DEST/physarum"
echo "staged $(ls "$DEST/lib" | wc -l) libraries; needs glibc $(cat "$DEST/glibc/REQUIRED"); unpacked $(du -sh "$DEST" | cut -f1)"
tar -C "$DEST" -cf - . | xz -T0 -6 > "$PAYLOAD/payload.tar.xz"
cp "$REPO/scripts/gpu-machine/device-bench-run.sh" "$PAYLOAD/run.sh"
chmod +x "$PAYLOAD/run.sh"
DEST=$PAYLOAD

# Keep the staging folder out of git in the lead's checkout.
exclude_from_git "$DEST"

SIZE_MIB=$(du -sm "$DEST" | cut -f1)
du -sh "$DEST"
if [ "$SIZE_MIB" -gt "$SIZE_LIMIT_MIB" ]; then
    echo "device-bench: $DEST is ${SIZE_MIB} MiB, over the ${SIZE_LIMIT_MIB} MiB budget" >&2
    exit 1
fi
