#!/usr/bin/env bash
# Runs a command on the Node version in .node-version (the one GitHub runs the action on),
# installing that Node from the npm registry into a cache outside the repository when the
# machine's own Node is older, and installing the project's dependencies when they are missing
# or older than package-lock.json. Usage: scripts/node24.sh <command> [args...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
want=$(tr -d '[:space:]' < "$root/.node-version")
cache=${APPLYSET_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/applyset-action}

have=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
if [ "${have%%.*}" -lt "${want%%.*}" ]; then
  dir="$cache/node-v$want"
  if [ ! -x "$dir/bin/node" ]; then
    case "$(uname -m)" in
      x86_64) arch=x64 ;;
      aarch64|arm64) arch=arm64 ;;
      *) echo "node24: no Node $want package for $(uname -m); install Node $want yourself" >&2; exit 1 ;;
    esac
    os=$(uname -s | tr '[:upper:]' '[:lower:]')
    echo "node24: installing Node $want into $dir (once)" >&2
    tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
    (cd "$tmp" && npm pack --silent "node-$os-$arch@$want" >/dev/null && tar xzf ./*.tgz)
    mkdir -p "$cache"; rm -rf "$dir"; mv "$tmp/package" "$dir"
  fi
  export PATH="$dir/bin:$PATH"
fi

cd "$root"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund >&2
fi
export PATH="$root/node_modules/.bin:$PATH"
exec "$@"
