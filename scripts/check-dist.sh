#!/usr/bin/env bash
# Fails when the committed dist/ differs from a fresh build of src/: the action runs dist/,
# so a change to src/ that was not rebuilt would not reach users.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fresh=$(mktemp -d); trap 'rm -rf "$fresh"' EXIT
bash "$root/scripts/node24.sh" bash "$root/scripts/build.sh" "$fresh/dist"
if ! diff -r -q "$root/dist" "$fresh/dist"; then
  echo "check-dist: dist/ is out of date with src/: run 'npm run build' and commit dist/" >&2
  exit 1
fi
echo "check-dist: dist/ matches a fresh build"
