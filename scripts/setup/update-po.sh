#!/usr/bin/env bash
# Extracts every translatable string into po/physarum.pot and merges it into each po/<lang>.po
# (po/LINGUAS lists the languages). Run it after adding or changing a tr() string, then
# translate what msgmerge marks new or fuzzy in po/<lang>.po.
#   scripts/setup/update-po.sh            update po/physarum.pot and every po/<lang>.po
#   scripts/setup/update-po.sh --pot FILE only write the template to FILE (the tests compare it)
#
# Sources: the Swift files of the targets with user-visible text that call tr, trPlural,
# trContext (msgctxt, msgid) or trLater (marked here, translated where shown). xgettext has no
# Swift parser; its JavaScript one reads Swift's string literals, `+`-joined literals included
# (multi-line """ strings and \(…) inside tr() are not allowed there, and the tests check that).
# Data: the parameter labels and section names (data/params.tsv), the help texts
# (data/param-help.tsv) and the built-in presets' names (data/presets/*.json).
set -euo pipefail
cd "$(dirname "$0")/../.."

pot=po/physarum.pot
only_pot=false
if [ "${1:-}" = "--pot" ]; then pot=$2; only_pot=true; fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

find Sources/PhysarumCore Sources/PhysarumMedia Sources/PhysarumNetwork Sources/PhysarumUI Sources/PhysarumCLI Sources/physarum -name '*.swift' \
  | LC_ALL=C sort | xargs grep -lE '\btr(Plural|Context|Later)?\(' > "$tmp/files"
# References name the file only, lines are not wrapped and the template carries no creation date:
# a string moved or a re-run changes nothing, so branches that each add strings merge cleanly.
xgettext --language=JavaScript --from-code=UTF-8 --add-location=file --no-wrap --keyword= --keyword=tr --keyword=trPlural:1,2 \
  --keyword=trContext:1c,2 --keyword=trLater --add-comments=TRANSLATORS: \
  --package-name=physarum --msgid-bugs-address=https://github.com/physarum/physarum/issues \
  --files-from="$tmp/files" -o "$tmp/code.pot" 2> "$tmp/warnings"
if [ -s "$tmp/warnings" ]; then cat "$tmp/warnings" >&2; echo "update-po: xgettext warned (see above)" >&2; exit 1; fi

# The data files, as POT entries: msgctxt "parameter" / "section" / "preset" where one English
# word stands for different things ("Species" the section, "Screen" the blend mode).
{
  printf 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
  esc() { sed -e 's/\\/\\\\/g' -e 's/"/\\"/g'; }
  # Column 2 is the label (a matrix cell's M[R,C] has no words), column 3 the section.
  awk -F'\t' '!/^#/ && NF > 2 {
      if ($2 != "M[R,C]") print "parameter\t" FNR "\t" $2
      if (!seen[$3]++) print "section\t" FNR "\t" $3
    }' data/params.tsv \
    | while IFS=$'\t' read -r context line text; do
        printf '#: data/params.tsv\nmsgctxt "%s"\nmsgid "%s"\nmsgstr ""\n\n' "$context" "$(esc <<< "$text")"
      done
  awk -F'\t' '!/^#/ && NF > 1 { print FNR "\t" $1 "\t" $2 }' data/param-help.tsv \
    | while IFS=$'\t' read -r line label help; do
        printf '#. Help for the parameter "%s".\n#: data/param-help.tsv\nmsgid "%s"\nmsgstr ""\n\n' \
          "$(esc <<< "$label")" "$(esc <<< "$help")"
      done
  for f in data/presets/*.json; do
    name=$(sed -n 's/^  "name": "\(.*\)",$/\1/p' "$f")
    [ -n "$name" ] || { echo "update-po: no name in $f" >&2; exit 1; }
    printf '#. The name of a built-in preset.\n#: %s\nmsgctxt "preset"\nmsgid "%s"\nmsgstr ""\n\n' "$f" "$name"
  done
} > "$tmp/data.po"

msgcat --use-first --sort-by-file --add-location=file --no-wrap -o "$tmp/all.pot" "$tmp/code.pot" "$tmp/data.po"
# The code template's header comes first (msgcat --use-first); its date goes.
sed '/^"POT-Creation-Date: /d' "$tmp/all.pot" > "$pot"
$only_pot && exit 0

for lang in $(grep -v '^#' po/LINGUAS); do
  if [ -f "po/$lang.po" ]; then
    msgmerge --quiet --update --backup=none --previous --add-location=file --no-wrap "po/$lang.po" "$pot"
    # Messages the sources no longer have go (git keeps them); msgmerge would keep them as #~.
    msgattrib --no-obsolete --add-location=file --no-wrap -o "po/$lang.po" "po/$lang.po"
    sed -i '/^"POT-Creation-Date: /d' "po/$lang.po"
  else
    msginit --no-translator --locale="$lang" --input="$pot" --output-file="po/$lang.po"
  fi
  msgfmt --check --statistics -o /dev/null "po/$lang.po"
done
