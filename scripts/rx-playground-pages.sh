#!/bin/sh
# Runs every example of RxSwift's Rx.playground pages twice, against RxSwift and against our
# RxCore, and prints which examples print the same lines. Nothing of RxSwift's enters this
# repository: the pages and RxSwift's sources are copied into a scratch directory.
# usage: rx-playground-pages.sh <rxswift-git-dir> <rxlesson-checkout> <scratch-dir> [tag]
#   STEPS=assemble,build,run,compare (default: all four) to redo only some of them.
# See docs/rxswift-suite.md, "RxSwift's playground pages".
set -eu
mkdir -p "$3"
GIT="$1"; OURS="$(cd "$2" && pwd)"; OUT="$(cd "$3" && pwd)"; TAG="${4:-6.10.2}"
STEPS="${STEPS:-assemble,build,run,compare}"
PAGES="Rx.playground/Pages"
# Examples that keep running on the main queue (interval, delay) are stopped after this long.
RUN_SECONDS="${RUN_SECONDS:-10.5}"

step() { case ",$STEPS," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }

# One executable per page, its text unchanged as main.swift, or, for a page whose examples are
# commented-out calls ("// sampleX() // ⚠️ Uncomment…"), one per such call with that call alone
# uncommented. Each gets the support code and, after the page, the keep-running tail.
write_pages() {
  sources="$1"; rm -rf "$sources"; mkdir -p "$sources"
  : > "$OUT/pages.txt"
  git --git-dir="$GIT" ls-tree --name-only "$TAG" -- "$PAGES/" | while read -r p; do
    name=$(basename "$p" .xcplaygroundpage | tr -c 'A-Za-z0-9_\n' '_')
    git --git-dir="$GIT" show "$TAG:$p/Contents.swift" > "$OUT/page.swift"
    grep -q -E 'example\(|printExampleHeader\(' "$OUT/page.swift" || continue
    calls=$(sed -n 's|^// *\([A-Za-z_][A-Za-z0-9_]*\)() *// *⚠️.*|\1|p' "$OUT/page.swift")
    for call in ${calls:--}; do
      [ "$call" = - ] && call=""
      id="$name${call:+_$call}"
      mkdir -p "$sources/$id"
      if [ -n "$call" ]; then sed "s|^// *$call() *//.*|$call()|" "$OUT/page.swift"; else cat "$OUT/page.swift"; fi > "$sources/$id/main.swift"
      write_support "$sources/$id"
      echo "$id" >> "$OUT/pages.txt"
    done
  done
}

# What the playground's Sources/ gives every page, written for this run, and the page's end: a
# page that asked to go on running gets the main queue for the seconds of its first argument.
write_support() {
  cat > "$1/Support.swift" <<'SWIFT'
import Dispatch
import Foundation

func printExampleHeader(_ description: String) {
    print("\n--- \(description) example ---")
}

func example(_ description: String, action: () -> Void) {
    printExampleHeader(description)
    action()
}

enum TestError: Swift.Error {
    case test
}

func delay(_ seconds: Double, closure: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: closure)
}

func playgroundShouldContinueIndefinitely() {
    let seconds = CommandLine.arguments.dropFirst().first.flatMap(Double.init) ?? 0
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { exit(0) }
    keepsRunning = true
}
nonisolated(unsafe) private var keepsRunning = false

func endOfPage() {
    if keepsRunning { dispatchMain() }
}
SWIFT
  printf '\nendOfPage()\n' >> "$1/main.swift"
}

# side: "rxswift" (RxSwift's sources of the tag, by path) or "rxcore" (ours, with a one-line
# RxSwift module that re-exports RxCore, as for RxSwift's own suite; the pages need no other).
write_package() {
  side="$1"; pkg="$OUT/$side"
  write_pages "$pkg/Pages"
  if [ "$side" = rxswift ]; then
    rm -rf "$OUT/RxSwift-$TAG" && mkdir -p "$OUT/RxSwift-$TAG"
    git --git-dir="$GIT" archive "$TAG" | tar -x -C "$OUT/RxSwift-$TAG"
    dependency=".package(name: \"RxSwift\", path: \"$OUT/RxSwift-$TAG\")"
    product='.product(name: "RxSwift", package: "RxSwift")'
    extra=''
  else
    mkdir -p "$pkg/Sources/RxSwift"
    printf '@_exported import RxCore\n' > "$pkg/Sources/RxSwift/RxSwift.swift"
    dependency=".package(name: \"rxlesson\", path: \"$OURS\")"
    product='"RxSwift"'
    extra='.target(name: "RxSwift", dependencies: [.product(name: "RxCore", package: "rxlesson")], swiftSettings: [.swiftLanguageMode(.v5)]),'
  fi
  cat > "$pkg/Package.swift" <<PKG
// swift-tools-version: 6.0
import PackageDescription
let pages = "$(tr '\n' ' ' < "$OUT/pages.txt")".split(separator: " ").map(String.init)
let package = Package(
    name: "pages-$side",
    dependencies: [$dependency],
    targets: [
        $extra
    ] + pages.map { .executableTarget(name: \$0, dependencies: [$product], path: "Pages/\\(\$0)", swiftSettings: [.swiftLanguageMode(.v5)]) }
)
PKG
}

if step assemble; then
  write_package rxswift
  write_package rxcore
fi

# The playground's pages use RxSwift.Resources.total, which RxSwift has only with TRACE_RESOURCES.
if step build; then
  for side in rxswift rxcore; do
    (cd "$OUT/$side" && swift build -j 2 -Xswiftc -DTRACE_RESOURCES)
  done
fi

# macOS has no timeout(1) unless coreutils is installed; a page that hangs then waits for Ctrl-C.
limit() { if command -v timeout > /dev/null; then timeout 60 "$@"; else "$@"; fi; }

if step run; then
  for side in rxswift rxcore; do
    mkdir -p "$OUT/out/$side"
    bin="$(cd "$OUT/$side" && swift build -j 2 -Xswiftc -DTRACE_RESOURCES --show-bin-path)"
    while read -r id; do
      limit "$bin/$id" "$RUN_SECONDS" > "$OUT/out/$side/$id.out" 2> "$OUT/out/$side/$id.err" ||
        echo "exit status $?" >> "$OUT/out/$side/$id.err"
    done < "$OUT/pages.txt"
  done
fi

# One row per example: its lines (after the "--- … example ---" header, up to the next one)
# compared. debug()'s timestamps are masked; the standard error of each run is compared too.
if step compare; then
  python3 - "$OUT" <<'PY'
import re, sys, pathlib
out = pathlib.Path(sys.argv[1])
stamp = re.compile(r'^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+: ', re.M)
def examples(path):
    sections, name = {}, "(before the first example)"
    for line in stamp.sub("<time>: ", path.read_text()).split("\n"):
        header = re.fullmatch(r"--- (.*) example ---", line)
        if header:
            name = header.group(1)
        sections.setdefault(name, []).append(line)
    return sections
rows, same = [], 0
for page in (out / "pages.txt").read_text().split():
    theirs, ours = examples(out / "out/rxswift" / f"{page}.out"), examples(out / "out/rxcore" / f"{page}.out")
    errors_match = (out / "out/rxswift" / f"{page}.err").read_text() == (out / "out/rxcore" / f"{page}.err").read_text()
    for name in list(dict.fromkeys(list(theirs) + list(ours))):
        if name == "(before the first example)" and theirs.get(name) == [""] == ours.get(name):
            continue
        verdict = "identical" if theirs.get(name) == ours.get(name) and errors_match else "different"
        same += verdict == "identical"
        rows.append((page, name, verdict))
width = max(len(r[0]) for r in rows)
for page, name, verdict in rows:
    print(f"{page:<{width}}  {verdict:<9}  {name}")
print(f"\n{len(rows)} examples, {same} identical, {len(rows) - same} different")
PY
fi
