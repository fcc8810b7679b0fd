#!/usr/bin/env bash
# make bench: runs every benchmark of this package with package-benchmark,
# prints its table, exports JSON (JMH format) to .build/bench/ at the
# repository's top, and prints each ratio against its target (BenchReport).
# BENCH_FILTER narrows the run (a regex over benchmark names).
set -euo pipefail
cd "$(dirname "$0")"
SWIFT=${SWIFT:-swift}
out=../.build/bench
mkdir -p "$out"
filter=()
[ -n "${BENCH_FILTER:-}" ] && filter=(--filter "$BENCH_FILTER")
"$SWIFT" build -c release -Xswiftc -warnings-as-errors
# The speech-run benchmark times the a11ysim executable itself, built as
# `make install` builds it (the Swift runtime linked in) and where it does.
(cd .. && "$SWIFT" build -c release --static-swift-stdlib --scratch-path .build/install --product a11ysim)
export A11YSIM_EXECUTABLE="$(cd .. && pwd)/.build/install/release/a11ysim"
# The samples of benchmarks slower than a second an iteration (BenchSupport's SlowSamples), fresh each run.
rm -f "$out/slow-samples.json"
"$SWIFT" package --allow-writing-to-package-directory benchmark baseline update current --no-progress "${filter[@]}" >"$out/run.log" 2>&1 \
  || { cat "$out/run.log"; exit 1; }
"$SWIFT" package benchmark baseline read current --no-progress | tee "$out/table.txt"
"$SWIFT" package --allow-writing-to-directory "$out" benchmark baseline read current --format jmh --path "$out" --no-progress >/dev/null
echo
echo "Ratios against the targets (docs/performance.md; JSON in .build/bench/):"
.build/release/BenchReport "$out/current.jmh.json" ${BENCH_STRICT:+--strict}
