#!/usr/bin/env bash
# A private two-machine LAN for mDNS tests: network namespaces PREFIX-a (10.77.0.1) and PREFIX-b
# (10.77.0.2) joined by a veth pair, each with its own D-Bus system bus and avahi-daemon whose
# config allows only that veth. Multicast never reaches a real interface. Root only.
#
#   mdns-sandbox.sh up DIR PREFIX      build it (state, configs, logs and pid files under DIR)
#   mdns-sandbox.sh avahi-start DIR a|b start that namespace's daemon, wait until it serves
#   mdns-sandbox.sh avahi-kill DIR a|b  SIGKILL that namespace's daemon (a crash: no goodbye)
#   mdns-sandbox.sh avahi-stop DIR a|b  SIGTERM it (an orderly stop: it withdraws its services)
#   mdns-sandbox.sh exec DIR a|b CMD…   run CMD in the namespace, on its D-Bus
#   mdns-sandbox.sh down DIR            stop what `up` started and a test's DIR/a|b/host.pid (by
#                                       recorded PID), delete both namespaces and DIR; safe to
#                                       run on a half-built sandbox
set -euo pipefail

die() { echo "mdns-sandbox: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "$1 not found (scripts/setup/install-deps.sh test installs it)"; }

# Runs "$@" (a daemon) without the descriptors our caller passed down past stdin/out/err: Swift's
# Process learns that this script ended from EOF on one of them, so a daemon that kept it would
# make the caller wait forever. Call it in a subshell.
detached() {
  for fd in /proc/$BASHPID/fd/*; do
    n=${fd##*/}
    if [ "$n" -gt 2 ] 2>/dev/null; then eval "exec $n>&-" 2>/dev/null || true; fi
  done
  exec "$@"
}

state() { [ -f "$1/prefix" ] || die "no sandbox in $1"; prefix=$(cat "$1/prefix"); }
bus() { echo "unix:path=$1/$2/system_bus_socket"; }

start_avahi() {  # DIR SIDE
  local dir=$1 side=$2 ns
  ns="$prefix-$side"
  : >"$dir/$side/avahi.log"
  # `ip netns exec` gives the command its own mount namespace: a tmpfs over /run/avahi-daemon
  # keeps this daemon's pid file and socket apart from any other daemon's. exec keeps the PID.
  (detached ip netns exec "$ns" env DBUS_SYSTEM_BUS_ADDRESS="$(bus "$dir" "$side")" sh -c \
    "mount -t tmpfs tmpfs /run/avahi-daemon && exec avahi-daemon -f '$dir/$side/avahi.conf' \
     --no-drop-root --no-chroot --no-rlimits") >>"$dir/$side/avahi.log" 2>&1 </dev/null &
  echo $! >"$dir/$side/avahi.pid"
  for _ in $(seq 100); do
    grep -q "Server startup complete" "$dir/$side/avahi.log" && return 0
    alive "$(cat "$dir/$side/avahi.pid")" || die "avahi-daemon in $ns exited: $(tail -3 "$dir/$side/avahi.log")"
    sleep 0.05
  done
  die "avahi-daemon in $ns did not start within 5 s: $(tail -3 "$dir/$side/avahi.log")"
}

# Running and not a zombie (our daemons' parent has exited, so nobody may reap them soon).
alive() { [ -r "/proc/$1/stat" ] && [ "$(cut -d')' -f2 "/proc/$1/stat" | cut -d' ' -f2)" != Z ]; }

stop_pid() {  # PIDFILE [SIGNAL]
  [ -f "$1" ] || return 0
  local pid
  pid=$(cat "$1")
  rm -f "$1"
  kill -"${2:-TERM}" "$pid" 2>/dev/null || return 0
  for _ in $(seq 40); do alive "$pid" || return 0; sleep 0.05; done
  kill -KILL "$pid" 2>/dev/null || true
}

cmd=${1:-}; shift || true
case "$cmd" in
  up)
    dir=$1 prefix=$2
    [ "$(id -u)" -eq 0 ] || die "needs root (network namespaces, mounts); CI runs as root"
    for tool in ip dbus-daemon avahi-daemon; do need "$tool"; done
    [ ${#prefix} -le 11 ] || die "prefix '$prefix' too long for interface names"
    mkdir -p "$dir/a" "$dir/b"
    echo "$prefix" >"$dir/prefix"
    mkdir -p /run/avahi-daemon  # the mount point must exist in the root file system
    ip netns add "$prefix-a"
    ip netns add "$prefix-b"
    ip link add "$prefix-va" netns "$prefix-a" type veth peer name "$prefix-vb" netns "$prefix-b"
    ip -n "$prefix-a" addr add 10.77.0.1/24 dev "$prefix-va"
    ip -n "$prefix-b" addr add 10.77.0.2/24 dev "$prefix-vb"
    for side in a b; do
      ip -n "$prefix-$side" link set lo up
      ip -n "$prefix-$side" link set "$prefix-v$side" up
      cat >"$dir/$side/dbus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=$dir/$side/system_bus_socket</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_type="method_call"/>
    <allow send_type="signal"/>
    <allow send_requested_reply="true" send_type="method_return"/>
    <allow send_requested_reply="true" send_type="error"/>
    <allow receive_type="method_call"/>
    <allow receive_type="method_return"/>
    <allow receive_type="error"/>
    <allow receive_type="signal"/>
  </policy>
</busconfig>
CONF
      # Only the veth: never lo's neighbours, never a real interface.
      cat >"$dir/$side/avahi.conf" <<CONF
[server]
host-name=$prefix-host-$side
use-ipv4=yes
use-ipv6=yes
allow-interfaces=$prefix-v$side
enable-dbus=yes
ratelimit-interval-usec=1000000
ratelimit-burst=1000
[wide-area]
enable-wide-area=no
[publish]
publish-hinfo=no
publish-workstation=no
[reflector]
enable-reflector=no
CONF
      (detached ip netns exec "$prefix-$side" dbus-daemon --config-file="$dir/$side/dbus.conf" --fork \
        --print-pid) >"$dir/$side/dbus.pid" 2>"$dir/$side/dbus.log" </dev/null
      for _ in $(seq 100); do [ -S "$dir/$side/system_bus_socket" ] && break; sleep 0.02; done
      [ -S "$dir/$side/system_bus_socket" ] || die "dbus-daemon for $prefix-$side did not start"
      start_avahi "$dir" "$side"
    done
    ;;
  avahi-start)
    state "$1"; start_avahi "$1" "$2" ;;
  avahi-kill)
    state "$1"; stop_pid "$1/$2/avahi.pid" KILL ;;
  avahi-stop)
    state "$1"; stop_pid "$1/$2/avahi.pid" TERM ;;
  exec)
    state "$1"; dir=$1 side=$2; shift 2
    exec ip netns exec "$prefix-$side" env DBUS_SYSTEM_BUS_ADDRESS="$(bus "$dir" "$side")" "$@" ;;
  down)
    dir=$1
    [ -f "$dir/prefix" ] || exit 0
    prefix=$(cat "$dir/prefix")
    for side in a b; do
      stop_pid "$dir/$side/host.pid"  # a test's app, if the test recorded one and could not stop it
      stop_pid "$dir/$side/avahi.pid"
      stop_pid "$dir/$side/dbus.pid"
    done
    for side in a b; do ip netns del "$prefix-$side" 2>/dev/null || true; done
    rm -rf "$dir"
    ;;
  *) die "usage: $0 up DIR PREFIX | avahi-start|avahi-kill|avahi-stop DIR a|b | exec DIR a|b CMD… | down DIR" ;;
esac
