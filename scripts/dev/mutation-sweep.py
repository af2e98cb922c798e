#!/usr/bin/env python3
"""Mutation sweep: which small wrong changes of a source file do its tests not notice?

Usage: scripts/dev/mutation-sweep.py SOURCE TEST_FILTER [--timeout SECONDS] [--limit N] [--only KINDS]
       [--lines A-B] [--core]

For SOURCE (a .swift or .c file), applies each mutation below one at a time, rebuilds
(`swift build --build-tests`), runs `swift test --skip-build --filter TEST_FILTER` with a time
limit, restores the file, and prints the mutants the tests let live ("survivors"), then the score
(killed / (killed + survived)). A mutant that does not compile is "stillborn" and not counted; one
whose tests run past the limit counts as killed (a test that spins forever must not hang the
sweep; a test that loops on a deadline should fail on its own first). The file is restored after
every mutant and on Ctrl+C.

Mutation kinds (--only takes a comma list of them):
  compare   < ↔ <=, > ↔ >=, == ↔ != (one occurrence at a time)
  arith     + ↔ -, * ↔ / (binary operators only)
  logic     && ↔ ||
  literal   a numeric literal ±10 % (integers by at least 1)
  return    an early return removed: `guard C else { return … }` becomes `guard true …`,
            a one-line `if C { return … }` becomes `if false …`

--lines A-B mutates only those lines (one function of a larger file: the kernel's step rules).

--core, for a source under Sources/PhysarumCore: builds and tests in a package of Core and its
tests alone (.build/sweep-core, links to this checkout's folders), so that a mutant rebuilds one
module and one test bundle instead of the whole app; TEST_FILTER then names Core test suites.

UI tests need a display: run the sweep under `xvfb-run -a -s '-screen 0 1600x1700x24 -noreset -r'
dbus-run-session --` as scripts/test/test.sh does. This is a developer's tool, not part of `make test`.
"""
import argparse
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

COMPARE = [("<=", "<"), (">=", ">"), ("==", "!="), ("!=", "=="), ("<", "<="), (">", ">=")]
ARITH = [("+", "-"), ("-", "+"), ("*", "/"), ("/", "*")]
LOGIC = [("&&", "||"), ("||", "&&")]
NUMBER = re.compile(r"(?<![\w.])(\d+(?:_\d+)*(?:\.\d+)?)(?![\w.])")


def code_spans(line):
    """The (start, end) spans of LINE outside string literals and a trailing // or /* comment."""
    spans, start, i, quote = [], 0, 0, None
    while i < len(line):
        c = line[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote, start = None, i + 1
        elif c == '"':
            spans.append((start, i))
            quote = c
        elif line.startswith("//", i) or line.startswith("/*", i):
            spans.append((start, i))
            return spans
        i += 1
    if not quote:
        spans.append((start, len(line)))
    return spans


def in_code(line, index, length):
    return any(a <= index and index + length <= b for a, b in code_spans(line))


def operator_sites(line, operator):
    """Indices of OPERATOR in LINE's code as a binary operator (spaces on both sides)."""
    sites, start = [], 0
    while True:
        i = line.find(f" {operator} ", start)
        if i < 0:
            return sites
        if in_code(line, i + 1, len(operator)):
            sites.append(i + 1)
        start = i + 1


def mutants(lines, kinds):
    """Yields (line number, kind, description, new line)."""
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if not stripped or stripped.startswith(("//", "/*", "*", "#", "import ", "@")):
            continue
        if "compare" in kinds:
            for old, new in COMPARE:
                for i in operator_sites(line, old):
                    yield number, "compare", f"{old} → {new}", line[:i] + new + line[i + len(old):]
        if "arith" in kinds:
            for old, new in ARITH:
                for i in operator_sites(line, old):
                    yield number, "arith", f"{old} → {new}", line[:i] + new + line[i + len(old):]
        if "logic" in kinds:
            for old, new in LOGIC:
                for i in operator_sites(line, old):
                    yield number, "logic", f"{old} → {new}", line[:i] + new + line[i + len(old):]
        if "literal" in kinds:
            for match in NUMBER.finditer(line):
                if not in_code(line, match.start(), len(match.group(1))):
                    continue
                text = match.group(1)
                value = float(text.replace("_", ""))
                if "." in text:
                    changed = [f"{value * 1.1:g}", f"{value * 0.9:g}"] if value else ["0.1"]
                else:
                    step = max(1, round(abs(value) * 0.1))
                    changed = [str(int(value) + step), str(int(value) - step)]
                for new in changed:
                    if new != text:
                        yield number, "literal", f"{text} → {new}", line[:match.start()] + new + line[match.end():]
        if "return" in kinds:
            guard = re.match(r"^(\s*guard )(.+?)( else \{\s*return\b.*)$", line)
            if guard and in_code(line, len(guard.group(1)), len(guard.group(2))):
                yield number, "return", "early return removed", guard.group(1) + "true" + guard.group(3)
            early = re.match(r"^(\s*if )(.+?)( \{\s*return\b.*\}\s*)$", line)
            if early and in_code(line, len(early.group(1)), len(early.group(2))):
                yield number, "return", "early return removed", early.group(1) + "false" + early.group(3)


CORE_PACKAGE = """// swift-tools-version:6.0
// Written by scripts/dev/mutation-sweep.py --core: PhysarumCore and its tests alone.
import PackageDescription
let package = Package(
    name: "SweepCore",
    targets: [
        .systemLibrary(name: "CIntl", path: "Sources/CIntl"),
        .target(name: "PhysarumCore", dependencies: ["CIntl"], path: "Sources/PhysarumCore"),
        .target(name: "PhysarumTestSupport", path: "Tests/PhysarumTestSupport"),
        .testTarget(
            name: "PhysarumCoreTests", dependencies: ["PhysarumCore", "PhysarumTestSupport"],
            path: "Tests/PhysarumCoreTests"),
    ]
)
"""


def core_package():
    """The Core-only package's folder: its manifest and links to this checkout's folders, made
    once (tests that find files beside their source, such as docs/ or po/, find them through the
    links)."""
    package = ROOT / ".build" / "sweep-core"
    for name in ["Sources", "Tests", "data", "docs", "po", "Resources", "scripts"]:
        link = package / name
        link.parent.mkdir(parents=True, exist_ok=True)
        if not link.is_symlink():
            link.symlink_to(ROOT / name)
    manifest = package / "Package.swift"
    if not manifest.exists() or manifest.read_text() != CORE_PACKAGE:
        manifest.write_text(CORE_PACKAGE)
    return package


def run(command, timeout, cwd=None):
    """(exit status or None on timeout, seconds, output)."""
    start = time.time()
    # errors="replace": a mutant's failing test may print bytes that are not UTF-8 (a mangled hex
    # or string), which must count as a kill, not stop the sweep.
    process = subprocess.Popen(command, cwd=cwd or ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True, errors="replace", start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, time.time() - start, output
    except subprocess.TimeoutExpired:
        # `swift test` runs the test bundle in a process group of its own: kill every descendant
        # we started, by PID, then our group.
        for pid in descendants(process.pid):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return None, time.time() - start, ""


def descendants(root):
    """The PIDs of every process below ROOT (read from /proc), deepest last."""
    children = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
        except (OSError, IndexError, ValueError):
            continue
    found, queue = [], [root]
    while queue:
        for child in children.get(queue.pop(), []):
            found.append(child)
            queue.append(child)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("filter")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--limit", type=int, default=0, help="at most N mutants (0: all)")
    parser.add_argument("--only", default="compare,arith,logic,literal,return")
    parser.add_argument("--core", action="store_true", help="build Core and its tests alone")
    parser.add_argument("--lines", help="only lines A-B (1-based, inclusive)")
    args = parser.parse_args()
    package = core_package() if args.core else ROOT
    build = ["swift", "build", "--build-tests"]
    test = ["swift", "test", "--skip-build", "--filter", args.filter]
    kinds = set(args.only.split(","))

    path = (ROOT / args.source).resolve()
    original = path.read_text()
    lines = original.split("\n")
    found = list(mutants(lines, kinds))
    if args.lines:
        first, last = (int(n) for n in args.lines.split("-"))
        found = [m for m in found if first <= m[0] <= last]
    if args.limit:
        found = found[: args.limit]

    def restore(*_):
        path.write_text(original)
        subprocess.run(build, cwd=package, capture_output=True)
        sys.exit(130)

    signal.signal(signal.SIGINT, restore)
    signal.signal(signal.SIGTERM, restore)

    built, _, output = run(build, args.timeout * 10, package)
    if built != 0:
        print(f"the unmutated source does not build (status {built})\n{output[-2000:]}")
        return 2
    status, _, output = run(test, args.timeout, package)
    if status != 0:
        print(f"the tests fail without a mutation (status {status}); fix them first\n{output[-2000:]}")
        return 2
    if not re.search(r"Executed [1-9]\d* tests?", output):
        print(f"the filter {args.filter!r} runs no test: every mutant would survive")
        return 2

    killed, survivors, stillborn = 0, [], 0
    try:
        for index, (number, kind, description, new_line) in enumerate(found, 1):
            mutated = lines[:]
            mutated[number - 1] = new_line
            path.write_text("\n".join(mutated))
            built, _, _ = run(build, args.timeout * 3, package)
            if built != 0:
                stillborn += 1
                verdict = "stillborn"
            else:
                status, seconds, _ = run(test, args.timeout, package)
                if status == 0:
                    survivors.append((number, kind, description, new_line.strip()))
                    verdict = "SURVIVED"
                else:
                    killed += 1
                    verdict = "killed" if status is not None else f"killed (past {args.timeout:.0f} s)"
            print(f"[{index}/{len(found)}] {args.source}:{number} {kind} {description}: {verdict}", flush=True)
    finally:
        path.write_text(original)
        subprocess.run(build, cwd=package, capture_output=True)

    counted = killed + len(survivors)
    print(f"\n{args.source}: {len(found)} mutants, {stillborn} stillborn, {killed} killed, {len(survivors)} survived")
    if counted:
        print(f"score {100 * killed / counted:.0f} %")
    for number, kind, description, text in survivors:
        print(f"  survivor {args.source}:{number} {kind} {description}: {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
