#!/usr/bin/env bash
# Builds the local cluster's programs into a cache outside the repository, keyed by version, and
# prints two directories, one a line: the Kubernetes binaries (etcd, kube-apiserver,
# kube-controller-manager, kube-scheduler, kubectl; pinned in k8s/go.mod), then kwok's (pinned in
# kwok/go.mod). Only what is missing is built, each binary appearing at once under its final name,
# so a cache from before a tool was added keeps the rest. A warm cache returns at once; a cold
# build takes minutes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
version_in() { awk -v module="$2" '$1 == module { print $2 }' "$1/go.mod"; }
k8s_version=$(version_in "$here/k8s" k8s.io/kubernetes)
kwok_version=$(version_in "$here/kwok" sigs.k8s.io/kwok)
cache=${APPLYSET_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/applyset-action}
k8s_bin="$cache/kubernetes-$k8s_version/bin"
kwok_bin="$cache/kwok-$kwok_version/bin"
k8s_tools=(etcd kube-apiserver kube-controller-manager kube-scheduler kubectl)

missing() {
  local t
  for t in "${k8s_tools[@]}"; do [ -x "$k8s_bin/$t" ] || echo "$t"; done
  [ -x "$kwok_bin/kwok" ] || echo kwok
}
report() { printf '%s\n%s\n' "$k8s_bin" "$kwok_bin"; }

if [ -z "$(missing)" ]; then report; exit 0; fi

command -v go >/dev/null || { echo "build-control-plane: Go is needed to build the control plane (https://go.dev/dl)" >&2; exit 1; }
mkdir -p "$cache"
# Two test runs starting together would build the same binaries twice over; the second waits for
# the first and then finds them built. (flock is Linux's; elsewhere concurrent builds only cost time.)
if command -v flock >/dev/null; then
  exec 9>"$cache/.build-lock"
  flock 9
fi

minor=${k8s_version#v1.}; minor=${minor%%.*}
k8s_ldflags="-s -w"
for pkg in k8s.io/component-base/version k8s.io/client-go/pkg/version; do
  k8s_ldflags+=" -X $pkg.gitVersion=$k8s_version -X $pkg.gitMajor=1 -X $pkg.gitMinor=$minor -X $pkg.gitTreeState=clean"
done
export CGO_ENABLED=0 GOFLAGS=-mod=readonly

# build <module dir> <output> <package> <ldflags>: writes beside the output, then renames, so a
# reader never sees half a binary and an interrupted build leaves nothing under the final name.
build() {
  local partial
  mkdir -p "$(dirname "$2")"
  partial=$(mktemp "$2.partial.XXXXXX")
  (cd "$1" && go build -trimpath -ldflags "$4" -o "$partial" "$3") >&2 || { rm -f "$partial"; return 1; }
  mv "$partial" "$2"
}

start=$(date +%s)
for t in $(missing); do
  echo "build-control-plane: building $t into the cache (first time only; takes minutes)" >&2
  case $t in
    etcd) build "$here/k8s" "$k8s_bin/etcd" ./etcd "$k8s_ldflags" ;;
    kwok) build "$here/kwok" "$kwok_bin/kwok" sigs.k8s.io/kwok/cmd/kwok "-s -w" ;;
    *) build "$here/k8s" "$k8s_bin/$t" "k8s.io/kubernetes/cmd/$t" "$k8s_ldflags" ;;
  esac
done
echo "build-control-plane: built in $(( $(date +%s) - start ))s" >&2
report
