#!/usr/bin/env bash
# Builds helm (the chart renderer) into a cache outside the repository, keyed by its version pinned in
# go.mod beside this script, and prints its path. A warm cache returns at once; a cold build takes
# minutes. GitHub's runners have helm on PATH; the tests use this one, whatever the machine has.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
version_in() { awk -v module="$1" '$1 == module { print $2 }' "$here/go.mod"; }
version=$(version_in helm.sh/helm/v3)
cache=${APPLYSET_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/applyset-action}
helm_bin="$cache/helm-$version/helm"
if [ -x "$helm_bin" ]; then echo "$helm_bin"; exit 0; fi

command -v go >/dev/null || { echo "build-helm: Go is needed to build helm (https://go.dev/dl)" >&2; exit 1; }
mkdir -p "$cache"
# The e2e and workflow projects both want helm: the second waits for the first and finds it built.
if command -v flock >/dev/null; then
  exec 9>"$cache/.helm-lock"
  flock 9
fi
if [ ! -x "$helm_bin" ]; then
  echo "build-helm: building helm $version into the cache (first time only; takes minutes)" >&2
  start=$(date +%s)
  mkdir -p "$(dirname "$helm_bin")"
  # Link-time values, as helm's Makefile sets them: its version, and the Kubernetes version `helm template`
  # renders for (the client-go it is built with, v0.37 being Kubernetes 1.37), which charts' kubeVersion checks.
  client_go=$(version_in k8s.io/client-go); client_go=${client_go#v0.}
  ldflags="-s -w -X helm.sh/helm/v3/internal/version.version=$version"
  for pkg in helm.sh/helm/v3/pkg/chartutil helm.sh/helm/v3/pkg/lint/rules; do
    ldflags+=" -X $pkg.k8sVersionMajor=1 -X $pkg.k8sVersionMinor=${client_go%%.*}"
  done
  # Beside the output, then renamed, so no half binary is ever found.
  partial=$(mktemp "$helm_bin.partial.XXXXXX")
  (cd "$here" && CGO_ENABLED=0 GOFLAGS=-mod=readonly go build -trimpath -ldflags "$ldflags" -o "$partial" helm.sh/helm/v3/cmd/helm) >&2 \
    || { rm -f "$partial"; exit 1; }
  mv "$partial" "$helm_bin"
  echo "build-helm: built in $(( $(date +%s) - start ))s" >&2
fi
echo "$helm_bin"
