#!/usr/bin/env bash
# Screenshots of the performance output (☰ → Show on…, Ctrl+Shift+F): the app on a headless
# mutter with two virtual monitors, the output opened by a real Ctrl+Shift+F, both monitors
# captured into OUTDIR/Meta-0.png and OUTDIR/Meta-1.png. Look at them after changing the output.
#   scripts/dev/output-shots.sh OUTDIR [APP ARGUMENTS...]
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(realpath -m "${1:?usage: $0 OUTDIR [APP ARGUMENTS...]}")
shift
mkdir -p "$out"
swift build 2>&1 | { grep -v "prohibited flag(s)" || true; }
inner=$(mktemp /tmp/physarum-output-shots.XXXXXX.sh)
trap 'rm -f "$inner"' EXIT
cat >"$inner" <<'INNER'
set -euo pipefail
out=$1
shift
wireplumber >/dev/null 2>&1 &
plumber=$!
home=$(mktemp -d)
HOME=$home .build/debug/physarum "$@" >"$out/app.log" 2>&1 &
app=$!
sleep 6
status=0
/usr/bin/python3 scripts/dev/output-shots.py "$out" Meta-0 Meta-1 || status=$?
kill "$app" "$plumber" 2>/dev/null || true
wait "$app" "$plumber" 2>/dev/null || true
rm -rf "$home"
exit $status
INNER
dbus-run-session -- scripts/test/with-mutter.sh --size 1280x800 --size 1920x1080 bash "$inner" "$out" "$@"
