#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for FUZZ_SECONDS (default 60).
# Working corpora grow in .build/fuzz/<target>/corpus across runs; seeds come
# from Scenarios/, the storyboard and capture test fixtures and ../shared/corpus.
# Crashes land in .build/fuzz/<target>/crashes and fail the run (exit 1).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SECONDS_EACH=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-"FuzzScenario FuzzStoryboard FuzzStoryboardCrawl FuzzCapture FuzzSwiftUI"}
FLAGS=(-c release -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address)

# Leaks in the toolchain's libraries are suppressed (Fuzz/lsan.supp); ours are not.
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
status=0
for target in $TARGETS; do
  work=.build/fuzz/$target
  mkdir -p "$work/corpus" "$work/seeds" "$work/crashes"
  # The linker's note about an ASan symbol is expected; anything else is shown.
  if ! (cd Fuzz && "$SWIFT" build "${FLAGS[@]}" --product "$target") >"$work/build.txt" 2>&1; then
    grep -v "Cannot export local symbol '__asan_extra_spill_area'" "$work/build.txt" >&2
    echo "fuzz: $target did not build" >&2
    exit 2
  fi
  binary=Fuzz/.build/release/$target
  case $target in
    FuzzScenario)
      find Scenarios Tests -name '*.yaml' -size -64k -exec cp {} "$work/seeds/" \; ;;
    FuzzStoryboard|FuzzStoryboardCrawl)
      find Tests -name '*.storyboard' -o -name '*.xib' | while read -r f; do cp "$f" "$work/seeds/"; done
      if [ -d ../shared/corpus/storyboards ]; then
        find ../shared/corpus/storyboards \( -name '*.storyboard' -o -name '*.xib' \) -size -256k -exec cp {} "$work/seeds/" \;
      fi ;;
    FuzzCapture)
      find Tests/CaptureTests/Fixtures -type f ! -name '*.md' -exec cp {} "$work/seeds/" \;
      if [ -d ../shared/corpus/captures ]; then
        find ../shared/corpus/captures -type f ! -name '*.tsv' -size -256k -exec cp {} "$work/seeds/" \;
      fi ;;
    FuzzSwiftUI)
      find Tests/SwiftUITests/Fixtures -name '*.swift' -exec cp {} "$work/seeds/" \;
      if [ -d ../shared/corpus/swiftui ]; then
        find ../shared/corpus/swiftui -name '*.swift' -size -64k | while read -r f; do cp "$f" "$work/seeds/$(echo "$f" | md5sum | cut -c1-12).swift"; done
      fi ;;
  esac
  # FuzzStoryboardCrawl runs the app in a Task on the main actor and turns the main run
  # loop from libFuzzer's callback; LeakSanitizer then reports the Task's objects, which
  # outlive the callback, as leaks (the same report e8ef4a9 met), so it runs without
  # leak detection. Crashes and hangs are still findings.
  leaks=1; [ "$target" = FuzzStoryboardCrawl ] && leaks=0
  echo "fuzz: $target for ${SECONDS_EACH}s ($(ls "$work/seeds" | wc -l) seeds, $(ls "$work/corpus" | wc -l) corpus inputs)"
  if ! ASAN_OPTIONS="detect_leaks=$leaks${ASAN_OPTIONS:+:$ASAN_OPTIONS}" "$binary" "$work/corpus" "$work/seeds" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 \
      -max_len=65536 -artifact_prefix="$work/crashes/" -print_final_stats=1 >"$work/log.txt" 2>&1; then
    echo "fuzz: $target FOUND A CRASH; see $work/log.txt and $work/crashes/" >&2
    status=1
  fi
  grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs)" "$work/log.txt" || true
  grep -oE "cov: [0-9]+ ft: [0-9]+ corp: [0-9/]+[a-zA-Z]*" "$work/log.txt" | tail -1 | sed "s/^/fuzz: $target final /"
done
exit $status
