#!/usr/bin/env bash
# Installs the Debian packages the tests use that a fresh machine may lack (zsh, for the zsh
# completion's tests), when they are missing and this machine can: Debian's apt-get, run as root.
# Elsewhere it says what is missing and the tests that need it are skipped.
set -euo pipefail
missing=()
for package in "$@"; do command -v "$package" > /dev/null || missing+=("$package"); done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get > /dev/null; then
  echo "debian-packages: ${missing[*]} missing and not installable here (needs apt-get as root): the tests that use them are skipped" >&2
  exit 0
fi
echo "debian-packages: installing ${missing[*]} (first time only)" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
