#!/usr/bin/env bash
# Sourced by the device-*.sh staging scripts: copies what a binary needs to run on a GPU machine
# whose image has nothing of ours (its driver and glvnd excepted).

# Libraries the device's driver / glvnd packages provide (or that must match its kernel ABI).
DEVICE_SYSTEM_LIBS='^(libc\.so|libm\.so|libdl\.so|libpthread\.so|librt\.so|ld-linux|libGL|libEGL|libGLX|libOpenGL|libGLdispatch|linux-vdso)'

# stage_libraries BINARY DEST: every resolved dependency of BINARY that is not the driver's or
# glibc's into DEST/lib (Swift runtime, GTK stack, libepoxy, …), this machine's glibc into
# DEST/glibc (used only on hosts with an older one) and the newest GLIBC_x.y needed into
# DEST/glibc/REQUIRED. Fails when a dependency does not resolve here.
stage_libraries() {
    local binary=$1 dest=$2
    mkdir -p "$dest/lib" "$dest/glibc"
    ldd "$binary" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' | while read -r name path; do
        if [[ $name =~ $DEVICE_SYSTEM_LIBS ]]; then continue; fi
        cp -L "$path" "$dest/lib/$name"
    done
    if ldd "$binary" | grep -q "not found"; then
        echo "device staging: unresolved libraries:" >&2
        ldd "$binary" | grep "not found" >&2
        return 1
    fi
    for lib in libc.so.6 libm.so.6 libdl.so.2 libpthread.so.0 librt.so.1; do
        cp -L "$(ldd "$binary" | awk -v n="$lib" '$1 == n { print $3 }' | head -1 || true)" "$dest/glibc/$lib" 2>/dev/null \
            || cp -L "/lib/x86_64-linux-gnu/$lib" "$dest/glibc/$lib"
    done
    cp -L /lib64/ld-linux-x86-64.so.2 "$dest/glibc/ld-linux-x86-64.so.2"
    objdump -T "$binary" "$dest"/lib/* 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1 \
        > "$dest/glibc/REQUIRED"
}

# exclude_from_git FOLDER: keeps a staging folder out of git in the checkout that holds it.
exclude_from_git() {
    local folder=$1 exclude
    exclude=$(git -C "$folder/.." rev-parse --git-path info/exclude 2>/dev/null || true)
    [ -n "$exclude" ] || return 0
    exclude=$(cd "$folder/.." && mkdir -p "$(dirname "$exclude")" && realpath -m "$exclude")
    grep -qxF "/$(basename "$folder")/" "$exclude" 2>/dev/null || echo "/$(basename "$folder")/" >> "$exclude"
}
