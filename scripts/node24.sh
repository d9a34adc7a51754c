#!/usr/bin/env bash
# Runs a command on the Node version in .node-version (the one GitHub runs the action on),
# installing that Node from the npm registry into a cache outside the repository when the
# machine's own Node is older, and installing the project's dependencies when they are missing
# or older than package-lock.json. Usage: scripts/node24.sh <command> [args...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
want=$(tr -d '[:space:]' < "$root/.node-version")

have=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
if [ "${have%%.*}" -lt "${want%%.*}" ]; then
  bin=$(bash "$root/scripts/installNode.sh" "$want")
  export PATH="$bin:$PATH"
fi

cd "$root"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund >&2
fi
export PATH="$root/node_modules/.bin:$PATH"
exec "$@"
