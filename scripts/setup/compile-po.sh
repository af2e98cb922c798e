#!/usr/bin/env bash
# Compiles po/<lang>.po (po/LINGUAS) to DIR/<lang>/LC_MESSAGES/physarum.mo; DIR defaults to the
# git-ignored data/locale, where a development build finds it (Localization.catalogDirectory).
# `make build`, `make run`, `make test` and `make install` run it; a plain `swift build` does not,
# and the app then shows English.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${1:-data/locale}
for lang in $(grep -v '^#' po/LINGUAS); do
  mkdir -p "$dir/$lang/LC_MESSAGES"
  msgfmt --check -o "$dir/$lang/LC_MESSAGES/physarum.mo" "po/$lang.po"
done
