#!/usr/bin/env bash
# Bundles the action and the CLI with rolldown (scripts/bundle.ts) into the given directory (default
# dist/): dist/index.js is the action's entry, dist/cli.js the CLI's, over shared chunks in dist/chunks/.
# The CLI's command, dist/cli/index.js, is src/cli/entry.js as is: it checks the Node version, then
# imports dist/cli.js. Run through scripts/node24.sh (npm run build).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-dist}
rm -rf "$out"
node "$root/scripts/bundle.ts" "$out" "${@:2}"
mkdir -p "$out/cli"
cp "$root/src/cli/entry.js" "$out/cli/index.js"
