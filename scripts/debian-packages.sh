#!/usr/bin/env bash
# Installs the Debian packages the tests use that a fresh machine may lack (zsh and fish, for the
# completions' tests), when they are missing and this machine can: Debian's apt-get, as root or
# through sudo without a password (`sudo -n`, as on GitHub's runners). Elsewhere it says what is
# missing and the tests that need it are skipped (which fails a run with FAIL_ON_SKIPPED=1).
set -euo pipefail
missing=()
for package in "$@"; do command -v "$package" > /dev/null || missing+=("$package"); done
[ ${#missing[@]} -eq 0 ] && exit 0
as_root=()
if [ "$(id -u)" != 0 ]; then
  # -n: never a password prompt; a sudo that would ask counts as none.
  if command -v sudo > /dev/null && sudo -n true 2> /dev/null; then as_root=(sudo -n); else as_root=(none); fi
fi
if [ "${as_root[*]}" = none ] || ! command -v apt-get > /dev/null; then
  echo "debian-packages: ${missing[*]} missing and not installable here (needs apt-get as root, or sudo without a password): the tests that use them are skipped" >&2
  exit 0
fi
echo "debian-packages: installing ${missing[*]} (first time only)" >&2
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
