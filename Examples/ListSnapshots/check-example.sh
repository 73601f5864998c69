#!/bin/sh
# The example package as a team runs it, then a test of its test: a failing assertion under Swift Testing
# must leave the expected, actual and diff pictures and the words in --attachments-path.
set -eu
cd "$(dirname "$0")"
SWIFT="${SWIFT:-swift}"
CI=1 "$SWIFT" test > ../../out/example.log 2>&1 || { cat ../../out/example.log; exit 1; }
# F10: a package that depends on Unfold builds without SwiftPM's "prohibited flag(s): -pthread" warning.
if grep -q 'prohibited flag' ../../out/example.log; then echo "example: the build warned of prohibited flags"; exit 1; fi
grep -E '^(✔|✘) Test run' ../../out/example.log
grep -E 'Executed [0-9]+ tests' ../../out/example.log | tail -1
grep -q '✔ Test run with 3 tests' ../../out/example.log
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
if LIST_SNAPSHOTS_FAIL=1 UNFOLD_ARTIFACTS="$dir/artifacts" "$SWIFT" test --skip-build \
    --filter aChangedAnswerFails --attachments-path "$dir" > "$dir/log" 2>&1; then
  echo "example: the failing test passed"; exit 1
fi
for kind in expected actual diff; do
  ls "$dir"/faq-offline-default-frame-*-$kind.png > /dev/null || { echo "example: no $kind picture attached"; exit 1; }
  ls "$dir"/artifacts/faq-offline-default-frame-*-$kind.png > /dev/null || { echo "example: no $kind picture in UNFOLD_ARTIFACTS"; exit 1; }
done
grep -q '^FAIL faq-offline (default)' "$dir/faq-offline-default.txt" || { echo "example: no words attached"; exit 1; }
grep -q 'pixels: ' "$dir/faq-offline-default.txt"
grep -q 'FAQSnapshotTests.swift:2[0-9]' "$dir/log" || { echo "example: the issue is not at the caller's line"; exit 1; }
echo "example: 5 passed, and a failing assertion attached $(ls "$dir"/*.png | wc -l) pictures and its words"
