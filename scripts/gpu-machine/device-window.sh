#!/usr/bin/env bash
# Stages an X display for the GPU machine, whose image has none: Xvfb with its GLX extension
# (Mesa's swrast driver and what it links), xkbcomp and the keyboard data Xvfb needs, xwd for
# screenshots, glxinfo to show which GL a client gets, and one font for GTK, packed as
# xstack.tar.xz (≈ 45 MiB: mostly LLVM, which Mesa links), plus run.sh (device-window-run.sh),
# which starts the display there and runs the real window on the NVIDIA driver through GLX.
# The window needs the bench payload as well (scripts/gpu-machine/device-bench.sh → .devbench); both do not
# fit one call's 64 MiB, so run.sh can start the display in one call (.devwin carried) and run
# the window in the next (.devbench carried) while the machine is still warm. On the H200 machine
# NVIDIA's GLX found no visual on this display (device-window-run.sh says what was seen).
#
# Usage: scripts/gpu-machine/device-window.sh [DEST]   (DEST defaults to /work/main/.devwin)
# Needs apt-get download (x11-apps for xwd, mesa-utils-bin for glxinfo; they are not installed here).
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$PWD
DEST=${1:-/work/main/.devwin}
SIZE_LIMIT_MIB=56
# shellcheck source=scripts/gpu-machine/device-stage-libs.sh
source "$REPO/scripts/gpu-machine/device-stage-libs.sh"

STAGE=$(mktemp -d)
DEBS=$(mktemp -d)
trap 'rm -rf "$STAGE" "$DEBS"' EXIT
(cd "$DEBS" && apt-get download x11-apps mesa-utils-bin > /dev/null 2>&1) \
    || { echo "device-window: apt-get download x11-apps mesa-utils-bin failed" >&2; exit 1; }
for deb in "$DEBS"/*.deb; do dpkg -x "$deb" "$DEBS/root"; done

mkdir -p "$STAGE/bin" "$STAGE/dri" "$STAGE/fonts"
cp /usr/bin/Xvfb /usr/bin/xkbcomp "$DEBS/root/usr/bin/xwd" "$DEBS"/root/usr/bin/glxinfo.x86_64-linux-gnu "$STAGE/bin/"
cp -L /usr/lib/x86_64-linux-gnu/dri/swrast_dri.so "$STAGE/dri/"
for binary in "$STAGE"/bin/* "$STAGE/dri/swrast_dri.so"; do stage_libraries "$binary" "$STAGE"; done
rm -rf "$STAGE/glibc"  # the device's glibc (2.39) is newer than this machine's
cp -r /usr/share/X11/xkb "$STAGE/xkb"
cp "$(fc-match -f '%{file}' 'DejaVu Sans')" "$STAGE/fonts/"
cat > "$STAGE/fonts/fonts.conf" << 'XML'
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir prefix="relative">.</dir><cachedir>/tmp/physarum-fontconfig</cachedir></fontconfig>
XML
echo "staged $(ls "$STAGE/lib" | wc -l) libraries; unpacked $(du -sh "$STAGE" | cut -f1)"

rm -rf "$DEST"
mkdir -p "$DEST"
tar -C "$STAGE" -cf - . | xz -T0 -6 > "$DEST/xstack.tar.xz"
cp "$REPO/scripts/gpu-machine/device-window-run.sh" "$DEST/run.sh"
chmod +x "$DEST/run.sh"
exclude_from_git "$DEST"

SIZE_MIB=$(du -sm "$DEST" | cut -f1)
du -sh "$DEST"
if [ "$SIZE_MIB" -gt "$SIZE_LIMIT_MIB" ]; then
    echo "device-window: $DEST is ${SIZE_MIB} MiB, over the ${SIZE_LIMIT_MIB} MiB budget" >&2
    exit 1
fi
