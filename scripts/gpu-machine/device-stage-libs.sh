#!/usr/bin/env bash
# Sourced by the device-*.sh staging scripts: copies what a binary needs to run on a GPU machine
# whose image has nothing of ours (its driver and glvnd excepted).

# Libraries the device's driver / glvnd packages provide (or that must match its kernel ABI).
DEVICE_SYSTEM_LIBS='^(libc\.so|libm\.so|libdl\.so|libpthread\.so|librt\.so|ld-linux|libGL|libEGL|libGLX|libOpenGL|libGLdispatch|linux-vdso)'

# copy_dependencies FILE LIBDIR: every resolved dependency of FILE (a binary or a plugin) that is
# not the driver's or glibc's into LIBDIR. Fails when a dependency does not resolve here.
copy_dependencies() {
    local file=$1 libdir=$2
    mkdir -p "$libdir"
    ldd "$file" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' | while read -r name path; do
        if [[ $name =~ $DEVICE_SYSTEM_LIBS ]]; then continue; fi
        cp -L "$path" "$libdir/$name"
    done
    if ldd "$file" | grep -q "not found"; then
        echo "device staging: unresolved libraries of $file:" >&2
        ldd "$file" | grep "not found" >&2
        return 1
    fi
}

# stage_libraries BINARY DEST: every resolved dependency of BINARY that is not the driver's or
# glibc's into DEST/lib (Swift runtime, GTK stack, libepoxy, …), this machine's glibc into
# DEST/glibc (used only on hosts with an older one) and the newest GLIBC_x.y needed into
# DEST/glibc/REQUIRED. Fails when a dependency does not resolve here.
stage_libraries() {
    local binary=$1 dest=$2
    mkdir -p "$dest/lib" "$dest/glibc"
    copy_dependencies "$binary" "$dest/lib" || return 1
    for lib in libc.so.6 libm.so.6 libdl.so.2 libpthread.so.0 librt.so.1; do
        cp -L "$(ldd "$binary" | awk -v n="$lib" '$1 == n { print $3 }' | head -1 || true)" "$dest/glibc/$lib" 2>/dev/null \
            || cp -L "/lib/x86_64-linux-gnu/$lib" "$dest/glibc/$lib"
    done
    cp -L /lib64/ld-linux-x86-64.so.2 "$dest/glibc/ld-linux-x86-64.so.2"
    # A stage without GStreamer plugins (the display's) has no gstreamer-1.0/: objdump fails on
    # the missing path but still reads the others.
    { objdump -T "$binary" "$dest"/lib/* "$dest"/gstreamer-1.0/* 2>/dev/null || true; } | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1 \
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

# stage_gstreamer_plugins BINARY DEST: the GStreamer plugins that hold the elements BINARY's clip
# formats need into DEST/gstreamer-1.0, their libraries into DEST/lib, and DEST/gstreamer-env.sh,
# which a run script sources after unpacking (it points GStreamer at those plugins only, with its
# registry in the unpacked folder). The element list comes from the app itself: with no plugins
# visible, `physarum record --help` names every element each format lacks (GStreamer.elements).
stage_gstreamer_plugins() {
    local binary=$1 dest=$2 empty elements element plugin
    empty=$(mktemp -d)
    elements=$(GST_PLUGIN_SYSTEM_PATH=$empty GST_PLUGIN_PATH=$empty GST_REGISTRY=$empty/registry.bin \
        "$binary" record --help 2>&1 | sed -n 's/.*needs the GStreamer element(s) \(.*\) (.*/\1/p' | tr -d ',' | tr ' ' '\n' | sort -u)
    rm -rf "$empty"
    [ -n "$elements" ] || { echo "device staging: \`physarum record --help\` named no GStreamer elements" >&2; return 1; }
    command -v gst-inspect-1.0 > /dev/null || { echo "device staging: gst-inspect-1.0 (gstreamer1.0-tools) is needed" >&2; return 1; }
    mkdir -p "$dest/gstreamer-1.0"
    for element in $elements; do
        plugin=$(gst-inspect-1.0 "$element" 2>/dev/null | awk '$1 == "Filename" { print $2 }')
        [ -n "$plugin" ] || { echo "device staging: no GStreamer plugin here has $element" >&2; return 1; }
        [ -e "$dest/gstreamer-1.0/$(basename "$plugin")" ] && continue
        cp -L "$plugin" "$dest/gstreamer-1.0/"
        copy_dependencies "$plugin" "$dest/lib" || return 1
    done
    cat > "$dest/gstreamer-env.sh" << 'SH'
# Sourced by the device run scripts after unpacking: GStreamer sees the staged plugins only and
# scans them in-process (no gst-plugin-scanner there) into a registry in the unpacked folder.
GSTREAMER_STAGED=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export GST_PLUGIN_SYSTEM_PATH=$GSTREAMER_STAGED/gstreamer-1.0 GST_PLUGIN_PATH=$GSTREAMER_STAGED/gstreamer-1.0
export GST_REGISTRY=$GSTREAMER_STAGED/gstreamer-registry.bin GST_REGISTRY_FORK=no
SH
    echo "staged GStreamer plugins for $(echo "$elements" | wc -w) elements: $(ls "$dest/gstreamer-1.0" | tr '\n' ' ')"
}
