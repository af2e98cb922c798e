#!/usr/bin/env bash
# Stages a quiet stand-in for this 2-core VM on the GPU machine: the real window on Mesa's
# llvmpipe (not the GPU), with the app, Xvfb and llvmpipe pinned to 2 of its cores. Packs Mesa's
# EGL/GLX client libraries and what they link (the display stack, Xvfb with swrast, comes from
# scripts/gpu-machine/device-window.sh → .devwin; the app from scripts/gpu-machine/device-bench.sh → .devbench), plus
# run.sh (device-llvmpipe-run.sh).
#
# Usage: scripts/gpu-machine/device-llvmpipe.sh [DEST]   (DEST defaults to /work/main/.mesa)
# On the device, two calls while the machine stays warm (the three do not fit one call's carry):
#   carry .devwin .gl:           for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig; bash .devwin/run.sh display
#   carry .devbench .gl .mesa:   for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig; bash .mesa/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$PWD
DEST=${1:-/work/main/.mesa}
# shellcheck source=scripts/gpu-machine/device-stage-libs.sh
source "$REPO/scripts/gpu-machine/device-stage-libs.sh"
LIBDIR=/usr/lib/x86_64-linux-gnu
rm -rf "$DEST"
mkdir -p "$DEST/lib"
for client in libEGL_mesa.so.0 libGLX_mesa.so.0; do
    cp -L "$LIBDIR/$client" "$DEST/lib/"
    ldd "$LIBDIR/$client" | awk '/=>/ { print $3 }' | while read -r path; do
        case $(basename "$path") in libc.so.6 | libm.so.6 | libpthread.so.0 | libgcc_s.so.1) ;; *) cp -L "$path" "$DEST/lib/" ;; esac
    done
done
cp /usr/share/glvnd/egl_vendor.d/50_mesa.json "$DEST/"
cp "$REPO/scripts/gpu-machine/device-llvmpipe-run.sh" "$DEST/run.sh"
chmod +x "$DEST/run.sh"
exclude_from_git "$DEST"
du -sh "$DEST"
