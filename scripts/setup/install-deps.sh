#!/usr/bin/env bash
# Installs the Debian packages Physarum needs, only those missing.
# Usage: scripts/setup/install-deps.sh run|test
set -euo pipefail

run_pkgs=(pkg-config libgtk-4-dev libepoxy-dev libegl-dev libgl-dev libegl-mesa0 libgl1-mesa-dri
          libavahi-client-dev libavahi-glib-dev libglib2.0-dev libpng-dev gettext)
# gettext: xgettext/msgmerge (scripts/setup/update-po.sh) and msgfmt, which compiles po/*.po at build
# time (scripts/setup/compile-po.sh); the app itself uses glibc's own gettext.
# libadwaita 1.2: the About, Preferences and message dialogs GNOME apps share.
run_pkgs+=(libadwaita-1-dev)
# The remote over TLS (protocol 2): GIO's TLS backend (glib-networking, GnuTLS), GnuTLS itself for
# the installation's self-signed certificate, and Botan 2 for SRP pairing (Debian 12's mbedTLS is
# built without EC J-PAKE).
run_pkgs+=(glib-networking libgnutls28-dev libbotan-2-dev)
# Tests also drive the real window under Xvfb (xdotool: real pointer and key input) and read it
# over AT-SPI like a screen reader.
test_pkgs=(xvfb xauth dbus dbus-x11 at-spi2-core gir1.2-atspi-2.0 python3-gi python3-pyatspi
           desktop-file-utils appstream xdotool x11-utils
           avahi-daemon avahi-utils iproute2 imagemagick xdg-utils
           mutter pipewire)
# The touch tests run the window on a headless GNOME compositor (mutter, Wayland) that injects
# real touch events through its RemoteDesktop API, which needs PipeWire for its screen stream.
# The mDNS test starts its own avahi-daemons inside network namespaces it builds; the packaged
# daemon must never start with its stock config (it would announce on the real network). The
# hostile-input test compares screenshots of the host's window (ImageMagick's `import`).
# The install test asks xdg-mime (xdg-utils) which type a preset file has. A chrome test reads
# the window's opaque region for compositors with xprop (x11-utils).

# Video clips (`physarum record`, the window's record button): GStreamer's appsrc, VP9 and WebM
# (plugins-good) to build and run; H.264/MP4 (x264enc: plugins-ugly, h264parse: plugins-bad) and
# gst-discoverer (plugins-base-apps) and gst-launch (tools) for tests.
run_pkgs+=(libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev gstreamer1.0-plugins-base gstreamer1.0-plugins-good)
test_pkgs+=(gstreamer1.0-plugins-ugly gstreamer1.0-plugins-bad gstreamer1.0-plugins-base-apps gstreamer1.0-tools)
# Listening (the audio menu): GStreamer's PulseAudio source and device provider, which reach
# PulseAudio and PipeWire (pipewire-pulse) alike; spectrum is in plugins-good. The listening tests
# run their own PipeWire with WirePlumber and pipewire-pulse (scripts/test/with-pipewire.sh) and
# pw-cli (pipewire-bin) to plug a virtual microphone in and out.
run_pkgs+=(gstreamer1.0-pulseaudio)
test_pkgs+=(pipewire-bin wireplumber pipewire-pulse)

case "${1:-run}" in
  run) wanted=("${run_pkgs[@]}") ;;
  test) wanted=("${run_pkgs[@]}" "${test_pkgs[@]}") ;;
  *) echo "usage: $0 run|test" >&2; exit 2 ;;
esac

missing=()
for p in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

echo "Installing Debian packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "error: missing packages (${missing[*]}) and not root and no sudo; install them with apt-get as root." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
# Deny service starts during the install (a policy-rc.d is how Debian says so) unless one is
# already there, so avahi-daemon's postinst cannot start the stock daemon.
policy=/usr/sbin/policy-rc.d
added_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee "$policy" >/dev/null
  "${sudo[@]}" chmod 755 "$policy"
  added_policy=true
fi
remove_policy() { if $added_policy; then "${sudo[@]}" rm -f "$policy"; fi; }
trap remove_policy EXIT
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
