#!/usr/bin/env bash
# Regenerates the goldens of the differential programs: each Programs/<set>/<name>.swift is
# compiled by swiftc (module name `main`, as `a11ysim eval` names it) and run; what it prints on
# standard output is written to <name>.expected beside it. `make eval-goldens` runs this on every
# set; give folders or files to regenerate only those. CI never compiles: the tests read the
# goldens. A program that does not compile, exits non-zero or runs past 20 s is an error.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
SWIFTC="${SWIFTC:-swiftc}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("$here/Programs")
failed=0
count=0
while IFS= read -r -d '' program; do
  expected="${program%.swift}.expected"
  if ! "$SWIFTC" -module-name main -o "$work/program" "$program" 2>"$work/compile.log"; then
    echo "error: $program does not compile:" >&2; sed 's/^/  /' "$work/compile.log" >&2
    failed=$((failed + 1)); continue
  fi
  if ! timeout 20 "$work/program" >"$work/out" 2>"$work/err" </dev/null; then
    echo "error: $program exits non-zero or runs past 20 s:" >&2; sed 's/^/  /' "$work/err" >&2
    failed=$((failed + 1)); continue
  fi
  # Written atomically, and only when the output changed.
  if ! cmp -s "$work/out" "$expected" 2>/dev/null; then
    cp "$work/out" "$expected.tmp" && mv "$expected.tmp" "$expected"
    echo "wrote $expected"
  fi
  count=$((count + 1))
done < <(find "${targets[@]}" -name '*.swift' -print0 | sort -z)
echo "$count programs compiled and run, $failed failed"
[ "$failed" -eq 0 ]
