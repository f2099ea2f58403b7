#!/usr/bin/env bash
# Replays the HTTP stories of an earlier commit against the code of this one: a story that still
# passes proves its statuses and bodies unchanged (docs/testing/http-stories-replay.md).
# Usage: scripts/replay-http-stories.sh <commit> [report.json]   (after `npm run build`)
set -euo pipefail
base="${1:?usage: scripts/replay-http-stories.sh <commit> [report.json]}"
report="$(realpath -m "${2:-$(mktemp -d)/replay-http-stories.json}")"
root="$(cd "$(dirname "$0")/.." && pwd)"
tree="$(mktemp -d)/replay"
[ -d "$root/dist" ] || { echo "No page build: run 'npm run build' first." >&2; exit 1; }

git -C "$root" worktree add --detach "$tree" HEAD >/dev/null
trap 'git -C "$root" worktree remove --force "$tree"' EXIT
cd "$tree"
cp -al "$root/node_modules" "$root/dist" .
# Where the working tree has uncommitted changes, they are the code under test too.
git -C "$root" diff HEAD -- src views db | git apply --allow-empty
rm -rf tests/http
git checkout "$base" -- tests/http
npx vitest run --project http --reporter=dot --reporter=json --outputFile.json="$report" >/dev/null 2>&1 || true
node -e '
  const r = require(process.argv[1])
  const failed = r.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status !== "passed").map((a) => a.fullName))
  console.log(`${r.numTotalTests} stories of ${process.argv[2]}: ${r.numPassedTests} pass on this code, ${failed.length} do not`)
  for (const name of failed) console.log(`  not passing: ${name}`)
' "$report" "$base"
