#!/usr/bin/env bash
# Builds the workflow tools into a cache outside the repository, keyed by version, and prints their
# paths, one a line: act (the workflow runner), actionlint, zizmor. act and actionlint are built from
# the Go modules pinned beside this script; zizmor is installed from PyPI into a virtual environment.
# Only what is missing is built; a warm cache returns at once.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
version_in() { awk -v module="$2" '$1 == module { print $2 }' "$1/go.mod"; }
act_version=$(version_in "$here/act" github.com/nektos/act)
actionlint_version=$(version_in "$here/actionlint" github.com/rhysd/actionlint)
zizmor_version=$(tr -d '[:space:]' < "$here/zizmor-version")
cache=${APPLYSET_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/applyset-action}
# The fix built into act (build_act below): part of the cache's key, so a new one is built when it changes.
act_fix=failed-step-output-1
act_bin="$cache/act-$act_version-$act_fix/act"
actionlint_bin="$cache/actionlint-$actionlint_version/actionlint"
zizmor_env="$cache/zizmor-$zizmor_version"
zizmor_bin="$zizmor_env/bin/zizmor"

report() { printf '%s\n%s\n%s\n' "$act_bin" "$actionlint_bin" "$zizmor_bin"; }
if [ -x "$act_bin" ] && [ -x "$actionlint_bin" ] && [ -x "$zizmor_bin" ]; then report; exit 0; fi

mkdir -p "$cache"
if command -v flock >/dev/null; then
  exec 9>"$cache/.tools-lock"
  flock 9
fi
export CGO_ENABLED=0 GOFLAGS=-mod=readonly

# build <module dir> <output> <package>: beside the output, then renamed, so no half binary is ever found.
build() {
  command -v go >/dev/null || { echo "build-tools: Go is needed to build $3 (https://go.dev/dl)" >&2; exit 1; }
  echo "build-tools: building $3 into the cache (first time only)" >&2
  mkdir -p "$(dirname "$2")"
  local partial
  partial=$(mktemp "$2.partial.XXXXXX")
  (cd "$1" && go build -trimpath -ldflags '-s -w' -o "$partial" "$3") >&2 || { rm -f "$partial"; return 1; }
  mv "$partial" "$2"
}

# act's host mode (every act run here: -P ubuntu-latest=-self-hosted) returns from a step whose process failed before
# it has copied the process's last output from its terminal, and closes the terminal: the lines a failing step
# printed last, its error message, are lost, more of them the more it printed (a step of 3,000 lines lost the last
# 2,000 and its message in most runs; a short one, now and then under load). The fix: in that one function
# (HostEnvironment.exec, pkg/container/host_environment.go), the return on the process's failure removed, so that a
# failed step's output is copied to its end as a passed one's is (the function returns that error at its end). Built
# from a copy of the module's dependencies beside the cache (go mod vendor; Go refuses to overlay its module cache),
# that one file edited there: the pinned module is not changed. The edit must match once.
build_act() {
  local work file
  work=$(mktemp -d "$cache/act-build.XXXXXX")
  cp "$here/act/go.mod" "$here/act/go.sum" "$work/"
  (cd "$work" && GOFLAGS=-mod=mod go mod vendor) >&2 || { rm -rf "$work"; exit 1; }
  file="$work/vendor/github.com/nektos/act/pkg/container/host_environment.go"
  perl -0pi -e 's/(\n\terr = cmd\.Run\(\)\n)\tif err != nil \{\n\t\treturn err\n\t\}\n/$1/ or die "no match\n"' "$file" || {
    echo "build-tools: act $act_version's host_environment.go no longer has the early return build-tools.sh removes: check whether act still loses a failed step's output, then update build_act" >&2
    rm -rf "$work"
    exit 1
  }
  GOFLAGS=-mod=vendor build "$work" "$act_bin" github.com/nektos/act || { rm -rf "$work"; exit 1; }
  rm -rf "$work"
}

[ -x "$act_bin" ] || build_act
[ -x "$actionlint_bin" ] || build "$here/actionlint" "$actionlint_bin" github.com/rhysd/actionlint/cmd/actionlint
if [ ! -x "$zizmor_bin" ]; then
  echo "build-tools: installing zizmor $zizmor_version into the cache (first time only)" >&2
  partial=$(mktemp -d "$zizmor_env.partial.XXXXXX")
  python3 -m venv "$partial" >&2
  "$partial/bin/pip" install --quiet --disable-pip-version-check "zizmor==$zizmor_version" >&2
  rm -rf "$zizmor_env"
  mv "$partial" "$zizmor_env"
  # zizmor's wheel holds a native program; were it a script, its first line would name the old directory.
  if [ "$(head -c 2 "$zizmor_env/bin/zizmor")" = '#!' ]; then sed -i "1s|^#!.*|#!$zizmor_env/bin/python3|" "$zizmor_env/bin/zizmor"; fi
fi
report
