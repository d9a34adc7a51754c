#!/usr/bin/env bash
# Builds etcd, kube-apiserver, kube-controller-manager and kubectl from their Go modules
# (pinned in k8s/go.mod) into a cache outside the repository, keyed by version, and prints
# the directory holding them. A warm cache returns at once; a cold build takes minutes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mod="$here/k8s"
k8s_version=$(awk '$1 == "k8s.io/kubernetes" { print $2 }' "$mod/go.mod")
cache=${APPLYSET_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/applyset-action}
bin="$cache/kubernetes-$k8s_version/bin"
tools=(etcd kube-apiserver kube-controller-manager kubectl)

complete=1
for t in "${tools[@]}"; do [ -x "$bin/$t" ] || complete=0; done
if [ "$complete" = 1 ]; then echo "$bin"; exit 0; fi

command -v go >/dev/null || { echo "build-control-plane: Go is needed to build the control plane (https://go.dev/dl)" >&2; exit 1; }
minor=${k8s_version#v1.}; minor=${minor%%.*}
ldflags="-s -w"
for pkg in k8s.io/component-base/version k8s.io/client-go/pkg/version; do
  ldflags+=" -X $pkg.gitVersion=$k8s_version -X $pkg.gitMajor=1 -X $pkg.gitMinor=$minor -X $pkg.gitTreeState=clean"
done

staging="$bin.partial"
rm -rf "$staging"; mkdir -p "$staging"
start=$(date +%s)
echo "build-control-plane: building Kubernetes $k8s_version into $bin (first time only; takes several minutes)" >&2
cd "$mod"
export CGO_ENABLED=0 GOFLAGS=-mod=readonly
go build -trimpath -ldflags "$ldflags" -o "$staging/etcd" ./etcd >&2
for t in kube-apiserver kube-controller-manager kubectl; do
  go build -trimpath -ldflags "$ldflags" -o "$staging/$t" "k8s.io/kubernetes/cmd/$t" >&2
done
rm -rf "$bin"; mv "$staging" "$bin"
echo "build-control-plane: built in $(( $(date +%s) - start ))s" >&2
echo "$bin"
