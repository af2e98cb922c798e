#!/usr/bin/env bash
# Stages the test bundle for a GPU machine: the debug test binary (`swift build --build-tests`,
# stripped), the Swift runtime and GTK stack it links (device-stage-libs.sh), data/, packed as
# tests.tar.gz (≈ 41 MiB), plus run.sh, which unpacks to a temporary folder and runs the engine
# tests headlessly on the device's GPU (every PhysarumEngineTests class unless TESTS names some).
#
# Usage: scripts/gpu-machine/device-test.sh [DEST]   (DEST defaults to /work/main/.devtest)
# On the device, from the folder that holds .devtest:  bash .devtest/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$PWD
DEST=${1:-/work/main/.devtest}
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
SIZE_LIMIT_MIB=50
# shellcheck source=scripts/gpu-machine/device-stage-libs.sh
source "$REPO/scripts/gpu-machine/device-stage-libs.sh"

"$SWIFT" build --build-tests 2>&1 | { grep -v "prohibited flag(s)" || true; }
BUNDLE=$("$SWIFT" build --show-bin-path)/PhysarumPackageTests.xctest

rm -rf "$DEST"
mkdir -p "$DEST"
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp "$BUNDLE" "$STAGE/tests"
strip --strip-unneeded "$STAGE/tests"
cp -r "$REPO/data" "$STAGE/data"
stage_libraries "$BUNDLE" "$STAGE"
echo "staged $(ls "$STAGE/lib" | wc -l) libraries; needs glibc $(cat "$STAGE/glibc/REQUIRED"); unpacked $(du -sh "$STAGE" | cut -f1)"
tar -C "$STAGE" -czf "$DEST/tests.tar.gz" .
cp "$REPO/scripts/gpu-machine/device-test-run.sh" "$DEST/run.sh"
chmod +x "$DEST/run.sh"
exclude_from_git "$DEST"

SIZE_MIB=$(du -sm "$DEST" | cut -f1)
du -sh "$DEST"
if [ "$SIZE_MIB" -gt "$SIZE_LIMIT_MIB" ]; then
    echo "device-test: $DEST is ${SIZE_MIB} MiB, over the ${SIZE_LIMIT_MIB} MiB budget" >&2
    exit 1
fi
