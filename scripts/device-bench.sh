#!/usr/bin/env bash
# Stages a self-contained `physarum bench` for a GPU machine: a stripped release binary (Swift
# runtime linked in), data/, the non-driver shared libraries it needs (GTK stack, libepoxy, …)
# and a copy of this machine's glibc for hosts with an older one, packed as payload.tar.gz (the
# binary alone is ~56 MiB, mostly ICU data; packed it all fits the carry budget), plus run.sh,
# which unpacks to a temporary folder and runs the benchmarks.
#
# Usage: scripts/device-bench.sh [DEST]   (DEST defaults to /work/main/.devbench)
# On the device, from the folder that holds .devbench:  bash .devbench/run.sh
#   overrides: AGENTS=N FIELD=S [STEPS=K] runs that one variant instead of the standard three.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
DEST=${1:-/work/main/.devbench}
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
# Libraries the device's driver / glvnd packages provide (or that must match its kernel ABI).
SYSTEM_LIBS='^(libc\.so|libm\.so|libdl\.so|libpthread\.so|librt\.so|ld-linux|libGL|libEGL|libGLX|libOpenGL|libGLdispatch|linux-vdso)'
SIZE_LIMIT_MIB=50

"$SWIFT" build -c release --static-swift-stdlib 2>&1 | { grep -v "prohibited flag(s)" || true; }
BINARY=$("$SWIFT" build -c release --static-swift-stdlib --show-bin-path)/physarum

rm -rf "$DEST"
mkdir -p "$DEST"
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
PAYLOAD=$DEST
DEST=$STAGE
mkdir -p "$DEST/lib" "$DEST/glibc"
cp "$BINARY" "$DEST/physarum"
strip --strip-unneeded "$DEST/physarum"
cp -r "$REPO/data" "$DEST/data"

# Every resolved dependency that is not the driver's or glibc's goes into lib/.
ldd "$BINARY" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' | while read -r name path; do
    if [[ $name =~ $SYSTEM_LIBS ]]; then continue; fi
    cp -L "$path" "$DEST/lib/$name"
done
if ldd "$BINARY" | grep -q "not found"; then
    echo "device-bench: unresolved libraries:" >&2
    ldd "$BINARY" | grep "not found" >&2
    exit 1
fi

# glibc of this machine, used by run.sh only when the device's is older than what we link against.
for lib in libc.so.6 libm.so.6 libdl.so.2 libpthread.so.0 librt.so.1; do
    cp -L "$(ldd "$BINARY" | awk -v n="$lib" '$1 == n { print $3 }' | head -1 || true)" "$DEST/glibc/$lib" 2>/dev/null \
        || cp -L "/lib/x86_64-linux-gnu/$lib" "$DEST/glibc/$lib"
done
cp -L /lib64/ld-linux-x86-64.so.2 "$DEST/glibc/ld-linux-x86-64.so.2"
# Highest GLIBC_x.y symbol version the binary and the staged libraries need.
objdump -T "$DEST/physarum" "$DEST"/lib/* 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1 \
    > "$DEST/glibc/REQUIRED"

chmod +x "$DEST/physarum"
echo "staged $(ls "$DEST/lib" | wc -l) libraries; needs glibc $(cat "$DEST/glibc/REQUIRED"); unpacked $(du -sh "$DEST" | cut -f1)"
tar -C "$DEST" -czf "$PAYLOAD/payload.tar.gz" .
cp "$REPO/scripts/device-bench-run.sh" "$PAYLOAD/run.sh"
chmod +x "$PAYLOAD/run.sh"
DEST=$PAYLOAD

# Keep the staging folder out of git in the lead's checkout.
EXCLUDE=$(git -C "$DEST/.." rev-parse --git-path info/exclude 2>/dev/null || true)
if [ -n "$EXCLUDE" ]; then
    EXCLUDE=$(cd "$DEST/.." && realpath -m "$EXCLUDE")
    grep -qxF '/.devbench/' "$EXCLUDE" 2>/dev/null || echo '/.devbench/' >> "$EXCLUDE"
fi

SIZE_MIB=$(du -sm "$DEST" | cut -f1)
du -sh "$DEST"
if [ "$SIZE_MIB" -gt "$SIZE_LIMIT_MIB" ]; then
    echo "device-bench: $DEST is ${SIZE_MIB} MiB, over the ${SIZE_LIMIT_MIB} MiB budget" >&2
    exit 1
fi
