#!/usr/bin/env bash
# Installs one Node version from the npm registry (the node-<os>-<arch> package) into a cache outside the
# repository, once, and prints the directory holding its `node`. Usage: scripts/installNode.sh <version>
# (scripts/node24.sh for the project's Node, scripts/node22.sh for the CLI's oldest).
set -euo pipefail
want=$1
cache=${APPLYSET_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/applyset-action}
dir="$cache/node-v$want"
if [ ! -x "$dir/bin/node" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64|arm64) arch=arm64 ;;
    *) echo "installNode: no Node $want package for $(uname -m); install Node $want yourself" >&2; exit 1 ;;
  esac
  os=$(uname -s | tr '[:upper:]' '[:lower:]')
  echo "installNode: installing Node $want into $dir (once)" >&2
  tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-$os-$arch@$want" >/dev/null && tar xzf ./*.tgz)
  mkdir -p "$cache"; rm -rf "$dir"; mv "$tmp/package" "$dir"
fi
echo "$dir/bin"
