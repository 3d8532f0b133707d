#!/usr/bin/env bash
# Builds the release higdoc binary (.build/release/higdoc, or under --scratch-path when given); any
# argument is passed on to `swift build`. scripts/build-all.sh and bench/run.sh build it this way.
#
# --static-swift-stdlib: the Swift runtime and Foundation linked into the binary: its calls into them
# are direct, which makes higdoc about 6% faster (bench/HISTORY.md), and the binary runs on a machine
# without the toolchain.
#
# -enable-lexical-lifetimes=false: the optimizer may end a value's life at its last use rather than at
# the end of its scope (Swift's rule before 5.7), which removes retains and releases: 1.0% of the
# check's instructions and 1.2% of the build's (bench/instructions.sh, N = 100), outputs identical.
# Lexical lifetimes matter to code whose objects' deinitializers or weak references have effects that
# must wait for the end of a scope. The flag reaches the packages too, and none has such code: higdoc's
# one deinitializer frees a buffer nothing else points into (cmark's trees are freed by `defer`), Yams'
# free libyaml's memory that only their own objects read, and Argument Parser's one weak reference (a
# command tree node's parent) is never read. Code compiled before Swift 5.7 all ran this way.
set -euo pipefail
cd "$(dirname "$0")/.."
# The C libraries higdoc links (Debian's packages), installed when missing and run as root, unless
# NO_INSTALL=1 (as bench/run.sh); scripts/install-deps.sh installs these and what the tests need.
if [[ "${NO_INSTALL:-0}" != 1 ]] && command -v dpkg >/dev/null && command -v apt-get >/dev/null \
    && [[ $(id -u) = 0 ]]; then
    need=()
    for package in libcmark-dev libmimalloc-dev; do
        dpkg -s "$package" >/dev/null 2>&1 || need+=("$package")
    done
    if [ "${#need[@]}" -gt 0 ]; then
        echo "build-release: apt-get install ${need[*]}"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        apt-get install -y -qq "${need[@]}" >/dev/null
    fi
fi
swift build -c release --product higdoc --static-swift-stdlib \
    -Xswiftc -Xfrontend -Xswiftc -enable-lexical-lifetimes=false "$@"
