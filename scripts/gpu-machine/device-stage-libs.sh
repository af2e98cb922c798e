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
# formats and `record --audio` need into DEST/gstreamer-1.0, their libraries into DEST/lib, and
# DEST/gstreamer-env.sh, which a run script sources after unpacking (it points GStreamer at those
# plugins only, with its registry in the unpacked folder). The list comes from the app itself, in
# its form for machines (`physarum record --formats --json`): every format's elements and the sound
# file's elements and plugins must resolve here; of each format's audio encoders the first that
# does is staged (one must); the sound-file decoders are staged where installed.
gstreamer_staging_list() {
    local binary=$1 json
    json=$("$binary" record --formats --json) || { echo "device staging: \`physarum record --formats --json\` failed" >&2; return 1; }
    python3 -c '
import json, sys
need = json.loads(sys.argv[1])
for f in need["formats"]:
    for e in f["elements"]: print("required", e)
    print("oneof", ",".join(f["audioEncoders"]))
for e in need["audioFile"]["elements"] + need["audioFile"]["plugins"]: print("required", e)
for e in need["audioFile"]["decoders"]: print("optional", e)
' "$json"
}

# gstreamer_plugin_file NAME: the plugin file that holds element (or plugin) NAME here; empty if none.
# Never fails (gst-inspect-1.0 exits non-zero for a name it lacks, which pipefail and set -e would
# turn into the caller's exit); awk reads to the end, as an early exit would end gst-inspect with
# SIGPIPE.
gstreamer_plugin_file() {
    { gst-inspect-1.0 "$1" 2>/dev/null || true; } | awk '$1 == "Filename" && !found { print $2; found = 1 }'
}

stage_gstreamer_plugins() {
    local binary=$1 dest=$2 list kind names name plugin chosen count=0
    command -v gst-inspect-1.0 > /dev/null || { echo "device staging: gst-inspect-1.0 (gstreamer1.0-tools) is needed" >&2; return 1; }
    list=$(gstreamer_staging_list "$binary") || return 1
    mkdir -p "$dest/gstreamer-1.0"
    while read -r kind names; do
        chosen=""
        for name in ${names//,/ }; do
            plugin=$(gstreamer_plugin_file "$name")
            if [ -n "$plugin" ]; then chosen=$plugin; break; fi
        done
        if [ -z "$chosen" ]; then
            case $kind in
                optional) echo "device staging: $names not installed here; not staged" >&2; continue ;;
                *) echo "device staging: no GStreamer plugin here has $names" >&2; return 1 ;;
            esac
        fi
        count=$((count + 1))
        [ -e "$dest/gstreamer-1.0/$(basename "$chosen")" ] && continue
        cp -L "$chosen" "$dest/gstreamer-1.0/"
        copy_dependencies "$chosen" "$dest/lib" || return 1
    done <<< "$list"
    cat > "$dest/gstreamer-env.sh" << 'SH'
# Sourced by the device run scripts after unpacking: GStreamer sees the staged plugins only and
# scans them in-process (no gst-plugin-scanner there) into a registry in the unpacked folder.
GSTREAMER_STAGED=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export GST_PLUGIN_SYSTEM_PATH=$GSTREAMER_STAGED/gstreamer-1.0 GST_PLUGIN_PATH=$GSTREAMER_STAGED/gstreamer-1.0
export GST_REGISTRY=$GSTREAMER_STAGED/gstreamer-registry.bin GST_REGISTRY_FORK=no
SH
    echo "staged GStreamer plugins for $count elements: $(ls "$dest/gstreamer-1.0" | tr '\n' ' ')"
}
