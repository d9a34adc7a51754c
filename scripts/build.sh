#!/usr/bin/env bash
# Bundles the action (dist/index.js) and the CLI (dist/cli/) with ncc into the given directory
# (default dist/). Run through scripts/node24.sh (npm run build). The CLI's entry, dist/cli/index.js,
# is src/cliEntry.js as is: it checks the Node version, then imports the bundle in dist/cli/bundle/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-dist}
rm -rf "$out"
ncc build "$root/src/index.ts" -o "$out" --license licenses.txt --quiet
ncc build "$root/src/cli.ts" -o "$out/cli/bundle" --license licenses.txt --quiet
cp "$root/src/cliEntry.js" "$out/cli/index.js"
