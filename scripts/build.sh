#!/usr/bin/env bash
# Bundles the action (dist/index.js) and the CLI (dist/cli/index.js) with ncc into the given
# directory (default dist/). Run through scripts/node24.sh (npm run build).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-dist}
rm -rf "$out"
ncc build "$root/src/index.ts" -o "$out" --license licenses.txt --quiet
ncc build "$root/src/cli.ts" -o "$out/cli" --quiet
