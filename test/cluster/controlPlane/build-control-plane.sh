#!/usr/bin/env bash
# Builds the local cluster's programs into a cache outside the repository, keyed by version, and
# prints three lines: the directory of the Kubernetes binaries (etcd, kube-apiserver,
# kube-controller-manager, kube-scheduler, kubectl), kwok's (pinned in kwok/go.mod), and the
# Kubernetes version. E2E_KUBERNETES chooses that version by its minor: unset, v1.34 of k8s/go.mod;
# `1.30`, the module k8s-1.30/ (the oldest version supported). Only what is missing is built, each
# binary appearing at once under its final name, so a cache from before a tool was added keeps the
# rest. A warm cache returns at once; a cold build takes minutes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# The version of module $2 in $1/go.mod, required in a block or on a `require` line of its own.
version_in() { awk -v module="$2" '$1 == "require" { $0 = substr($0, 8) } $1 == module { print $2 }' "$1/go.mod"; }
minor_of() { local minor=${1#v1.}; echo "1.${minor%%.*}"; }
k8s_module="$here/k8s"
default_minor=$(minor_of "$(version_in "$k8s_module" k8s.io/kubernetes)")
if [ -n "${E2E_KUBERNETES:-}" ] && [ "$E2E_KUBERNETES" != "$default_minor" ]; then
  k8s_module="$here/k8s-$E2E_KUBERNETES"
  if [ ! -f "$k8s_module/go.mod" ]; then
    known=$default_minor
    for other in "$here"/k8s-*/go.mod; do other=${other%/go.mod}; known+=", ${other##*/k8s-}"; done
    echo "build-control-plane: E2E_KUBERNETES=$E2E_KUBERNETES, but the control plane is built for Kubernetes $known only" >&2
    exit 1
  fi
fi
k8s_version=$(version_in "$k8s_module" k8s.io/kubernetes)
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
report() { printf '%s\n%s\n%s\n' "$k8s_bin" "$kwok_bin" "$k8s_version"; }

if [ -z "$(missing)" ]; then report; exit 0; fi

command -v go >/dev/null || { echo "build-control-plane: Go is needed to build the control plane (https://go.dev/dl)" >&2; exit 1; }
mkdir -p "$cache"
# Two test runs starting together would build the same binaries twice over; the second waits for
# the first and then finds them built. (flock is Linux's; elsewhere concurrent builds only cost time.)
if command -v flock >/dev/null; then
  exec 9>"$cache/.build-lock"
  flock 9
fi

minor=$(minor_of "$k8s_version"); minor=${minor#1.}
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
    # etcd at the version its kube-apiserver was released with (the etcd client in the module's graph).
    etcd) build "$k8s_module" "$k8s_bin/etcd" go.etcd.io/etcd/server/v3 "-s -w" ;;
    kwok) build "$here/kwok" "$kwok_bin/kwok" sigs.k8s.io/kwok/cmd/kwok "-s -w" ;;
    *) build "$k8s_module" "$k8s_bin/$t" "k8s.io/kubernetes/cmd/$t" "$k8s_ldflags" ;;
  esac
done
echo "build-control-plane: built in $(( $(date +%s) - start ))s" >&2
report
