#!/usr/bin/env bash
# `make install` into a DESTDIR, then the desktop asks what it would: the installed binary runs and
# finds its data; a *.physarum file has the preset MIME type (xdg-mime, as a file manager asks);
# the app is that type's handler. And the control: without the install the type is unknown.
# Usage: scripts/test/install-test.sh [CONFIG]   (debug by default: reuses the test build)
set -euo pipefail
cd "$(dirname "$0")/../.."
config=${1:-debug}
app=io.github.physarum.Physarum
type=$(sed -n 's/.*mime-type type="\([^"]*\)".*/\1/p' Resources/$app.mime.xml)
glob=$(sed -n 's/.*glob pattern="\*\.\([^"]*\)".*/\1/p' Resources/$app.mime.xml)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage=$work/stage
make -s install DESTDIR="$stage" PREFIX=/usr CONFIG="$config" 2>&1 >/dev/null | { grep -v "prohibited flag" || true; }
# What a package's triggers do after unpacking.
XDG_DATA_DIRS="$stage/usr/share" update-mime-database "$stage/usr/share/mime"
update-desktop-database -q "$stage/usr/share/applications"

fail() { echo "install test: $*" >&2; exit 1; }
for f in bin/physarum share/applications/$app.desktop share/metainfo/$app.metainfo.xml \
         share/mime/packages/$app.xml share/physarum/presets/chase.json; do
  [ -e "$stage/usr/$f" ] || fail "missing /usr/$f"
done
"$stage/usr/bin/physarum" presets | grep -q '^chase' || fail "the installed binary does not list its presets"
# The translations: each language of po/LINGUAS compiled where gettext looks (bindtextdomain's
# ../share/locale beside the binary), and the installed binary speaks German under LANGUAGE=de.
for lang in $(grep -v '^#' po/LINGUAS); do
  mo=$stage/usr/share/locale/$lang/LC_MESSAGES/physarum.mo
  msgunfmt "$mo" >/dev/null 2>&1 || fail "missing or broken /usr/share/locale/$lang/LC_MESSAGES/physarum.mo"
done
LANGUAGE=de LC_ALL=C.UTF-8 "$stage/usr/bin/physarum" params | grep -q 'Belichtung' \
  || fail "the installed binary does not show German parameter labels under LANGUAGE=de"

file=$work/shared.$glob
printf '{}' > "$file"
# xdg-mime asks GIO (shared-mime-info's database in XDG_DATA_DIRS) on a GNOME desktop; elsewhere
# it falls back to file(1), which knows no desktop types. So: a GNOME desktop, our data first.
query() {
  XDG_CURRENT_DESKTOP=GNOME XDG_DATA_HOME="$work/home" XDG_DATA_DIRS="$1" xdg-mime query "${@:2}"
}
got=$(query "$stage/usr/share:/usr/share" filetype "$file")
[ "$got" = "$type" ] || fail "xdg-mime says $file is '$got', expected $type"
handler=$(query "$stage/usr/share:/usr/share" default "$type")
[ "$handler" = "$app.desktop" ] || fail "the handler of $type is '$handler', expected $app.desktop"
control=$(query /usr/share filetype "$file")
[ "$control" != "$type" ] || fail "without the install the type is known already: the check proves nothing"

# The icons: the app's in colour and symbolic (GNOME's shell and a high-contrast theme use that),
# and the app's own action icons under its data (the editor toggle, Morph), each a valid SVG.
for f in share/icons/hicolor/scalable/apps/$app.svg share/icons/hicolor/symbolic/apps/$app-symbolic.svg \
         share/physarum/icons/hicolor/scalable/actions/physarum-sliders-symbolic.svg; do
  python3 -c 'import sys, xml.etree.ElementTree as t; r = t.parse(sys.argv[1]).getroot(); sys.exit(r.tag != "{http://www.w3.org/2000/svg}svg")' \
    "$stage/usr/$f" || fail "/usr/$f is missing or not an SVG"
done
# The metainfo's screenshots are the README's (same files), and it validates as installed.
shots=$(sed -n 's|.*<image>.*/docs/screenshots/\([^<]*\)</image>.*|\1|p' "$stage/usr/share/metainfo/$app.metainfo.xml")
[ -n "$shots" ] || fail "the metainfo has no screenshots"
for shot in $shots; do
  [ -f "docs/screenshots/$shot" ] || fail "metainfo screenshot $shot is not in docs/screenshots"
  grep -q "docs/screenshots/$shot" README.md || fail "metainfo screenshot $shot is not one of the README's"
done
# The binary's version is the metainfo's newest release (software centres show that one).
newest=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$stage/usr/share/metainfo/$app.metainfo.xml" | head -1)
version=$("$stage/usr/bin/physarum" --version)
[ "$version" = "physarum $newest" ] || fail "'$version' is not the metainfo's newest release, $newest"
appstreamcli validate --no-net --pedantic "$stage/usr/share/metainfo/$app.metainfo.xml" >/dev/null \
  || fail "the installed metainfo does not validate"
echo "install test: $file is $got (without the install: $control); handler $handler"
