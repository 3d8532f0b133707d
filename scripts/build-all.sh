#!/usr/bin/env bash
# Builds everything from the bundled content into out/:
#   out/site/                  the bilingual static site
#   out/higdoc-spec.json       the JSON spec (and out/higdoc-spec.schema.json)
#   out/qa/                    the translation-QA report (text, markdown, JSON, SARIF, JUnit)
#   out/qa/translations.xlf    the translations as XLIFF 2.1, for translators' tools
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# The release binary, built with the flags scripts/build-release.sh explains.
bash scripts/build-release.sh
higdoc=.build/release/higdoc
out=${OUT:-out}
mkdir -p "$out/qa"
# The site directory is replaced atomically; higdoc refuses directories it did not create.
"$higdoc" build --content content --out "$out/site"
"$higdoc" export --content content --output "$out/higdoc-spec.json"
"$higdoc" schema > "$out/higdoc-spec.schema.json"
"$higdoc" export --content content --format xliff --output "$out/qa/translations.xlf"
# check exits 1 when findings reach --fail-on (error); the report is still written.
for format in text markdown json sarif junit; do
    ext=$format; [ "$format" = text ] && ext=txt; [ "$format" = markdown ] && ext=md; [ "$format" = junit ] && ext=xml
    "$higdoc" check --content content --format "$format" --output "$out/qa/report.$ext" || [ $? -eq 1 ]
done
echo "built: $out/site ($(find "$out/site" -type f | wc -l) files), $out/higdoc-spec.json, $out/qa/ (reports, translations.xlf)"
