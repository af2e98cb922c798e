#!/bin/bash
# Coverage-guided fuzzing with libFuzzer (the Swift toolchain's -sanitize=fuzzer, with
# AddressSanitizer) of the decoders of outside input, each for SECONDS (default 60).
#
# Each target is Tests/Fuzz/<target>.swift compiled into the PhysarumCore module with Core's
# sources. Its corpus is Tests/Fuzz/corpus/<target>/: the run starts from it, and what it finds new
# is merged back (minimised), so the corpus grows only by inputs that add coverage. A crash is kept
# in Tests/Fuzz/crashers/<target>/ and ends the run with its status. `make test` replays both
# folders (FuzzCorpusTests).
#
# Usage: scripts/dev/fuzz.sh [SECONDS] [TARGET…]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for source in Tests/Fuzz/*.swift; do targets+=("$(basename "$source" .swift)"); done
fi
mkdir -p .build/fuzz
mapfile -t core < <(find Sources/PhysarumCore -name '*.swift' | sort)
status=0
for target in "${targets[@]}"; do
  binary=.build/fuzz/$target
  echo "== $target: building"
  swiftc -sanitize=fuzzer,address -parse-as-library -module-name PhysarumCore -swift-version 6 \
    -I Sources/CIntl "${core[@]}" "Tests/Fuzz/$target.swift" -o "$binary" 2>&1 \
    | { grep -v "prohibited flag(s)\|Cannot export local symbol" || true; }
  corpus=Tests/Fuzz/corpus/$target
  crashers=Tests/Fuzz/crashers/$target
  work=$(mktemp -d)
  mkdir -p "$corpus" "$crashers" "$work/units"
  echo "== $target: fuzzing for $seconds s"
  # TMPDIR: what a target writes (the host session's pin file) goes with the work folder.
  if ! TMPDIR="$work" "$binary" -max_total_time="$seconds" -max_len=8192 -print_final_stats=1 \
    -artifact_prefix="$crashers/" "$work/units" "$corpus" 2>&1 | grep -E "^(stat::|Done|==[0-9]+==ERROR|SUMMARY)"; then
    status=1
  fi
  TMPDIR="$work" "$binary" -merge=1 "$corpus" "$work/units" 2>&1 | grep -E "MERGE-OUTER: [0-9]+ new files" || true
  rm -rf "$work"
  if [ -n "$(ls -A "$crashers")" ]; then
    echo "== $target: crashers in $crashers"
    status=1
  fi
done
exit $status
