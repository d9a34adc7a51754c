#!/usr/bin/env bash
# npm run bench: the benchmark needs GNU time for each process's peak RSS; install it (Debian's
# package `time`) when it is missing and this user can, then run the benchmark on Node 24.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ ! -x /usr/bin/time ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null
fi
exec bash "$root/scripts/node24.sh" node "$root/bench/run.ts" "$@"
