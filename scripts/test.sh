#!/usr/bin/env bash
# Runs every test: the Swift test suite (unit, fixture, bundled-content and CLI tests), then the
# site tests (Nu HTML checker, link check, headless Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --build-tests
swift test --skip-build 2>&1 | tee /tmp/higdoc-swift-test.log
bash scripts/site-tests.sh
