#!/usr/bin/env bash
# Compare every output of two higdoc binaries byte for byte: the check for a performance change that
# must not change what higdoc writes.
#
#   bench/compare-outputs.sh OLD_BINARY NEW_BINARY [N ...]     (default N: 100 1000)
#
# On the bundled content and on bench/corpus/$N (generated when missing), runs both binaries and
# compares:
#   higdoc check --format text|json|sarif|junit|markdown   (reports and exit statuses)
#   higdoc check --accept                                 (the higdoc.lock it writes, on a copy)
#   higdoc export                                         (the JSON spec)
#   higdoc build                                          (every file of the site)
# Prints one line per comparison and "ALL IDENTICAL" at the end, or the differing outputs and exits 1.
# What the binaries print on standard error goes to $WORK/old.stderr and $WORK/new.stderr.
#
# Environment:
#   WORK=/dev/shm/higdoc-compare   where the outputs go (deleted first and at the end when identical)
#   BUILD_UP_TO=1000               the largest N whose site is built and compared (a site at
#                                  N = 10,000 is 3 GiB)
#   OLD_TEMPLATES=templates        the templates the old binary builds with (a copy of the previous
#                                  templates/ when a change moves markup between templates and code);
#                                  the new binary always builds with templates/
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Paths given on the command line or in OLD_TEMPLATES are taken from where the script is run.
[[ -n "${OLD_TEMPLATES:-}" ]] && OLD_TEMPLATES="$(realpath -m "$OLD_TEMPLATES")"
[[ $# -ge 2 ]] && set -- "$(realpath -m "$1")" "$(realpath -m "$2")" "${@:3}"
cd "$ROOT"
[[ $# -ge 2 ]] || { echo "usage: bench/compare-outputs.sh OLD_BINARY NEW_BINARY [N ...]" >&2; exit 2; }
OLD="$(realpath "$1")"
NEW="$(realpath "$2")"
shift 2
SIZES=("$@")
[[ ${#SIZES[@]} -gt 0 ]] || SIZES=(100 1000)
WORK="${WORK:-/dev/shm/higdoc-compare}"
BUILD_UP_TO="${BUILD_UP_TO:-1000}"
OLD_TEMPLATES="${OLD_TEMPLATES:-$ROOT/templates}"
NEW_TEMPLATES="$ROOT/templates"
for binary in "$OLD" "$NEW"; do
    [[ -x "$binary" ]] || { echo "compare-outputs.sh: no executable at $binary" >&2; exit 2; }
done

rm -rf "$WORK"
mkdir -p "$WORK"
differences=0

# compare LABEL: the two outputs $WORK/{old,new}/LABEL, files or directories.
compare() {
    local label="$1"
    if diff -r -q "$WORK/old/$label" "$WORK/new/$label" > "$WORK/diff.txt" 2>&1; then
        echo "identical  $label"
    else
        echo "DIFFERENT  $label"
        head -5 "$WORK/diff.txt" | sed 's/^/           /'
        differences=$((differences + 1))
    fi
}

# run_both LABEL COMMAND...: runs COMMAND with BIN set to each binary, output to $WORK/{old,new}/LABEL,
# the exit status appended to LABEL.status.
run_both() {
    local label="$1"
    shift
    local side binary templates
    for side in old new; do
        binary="$OLD"
        templates="$OLD_TEMPLATES"
        if [[ $side == new ]]; then
            binary="$NEW"
            templates="$NEW_TEMPLATES"
        fi
        mkdir -p "$WORK/$side/$(dirname "$label")"
        local status=0
        BIN="$binary" TEMPLATES="$templates" OUT="$WORK/$side/$label" "$@" 2>> "$WORK/$side.stderr" || status=$?
        echo "$status" > "$WORK/$side/$label.status"
    done
    compare "$label"
    compare "$label.status"
}

compare_content() {
    local name="$1" content="$2" build="$3"
    local format
    for format in text json sarif junit markdown; do
        run_both "$name/check.$format" bash -c '"$BIN" check --content "$1" --format "$2" --fail-on never > "$OUT"' _ "$content" "$format"
    done
    run_both "$name/spec.json" bash -c '"$BIN" export --content "$1" --output "$OUT"' _ "$content"
    run_both "$name/higdoc.lock" bash -c '
        copy="$(mktemp -d "$OUT.XXXX")"
        cp -r "$1/." "$copy"
        "$BIN" check --content "$copy" --accept > /dev/null
        cp "$copy/higdoc.lock" "$OUT"
        rm -rf "$copy"' _ "$content"
    if [[ $build == yes ]]; then
        run_both "$name/site" bash -c '"$BIN" build --content "$1" --out "$OUT" --templates "$TEMPLATES" > /dev/null' _ "$content"
    fi
}

compare_content bundled content yes
for n in "${SIZES[@]}"; do
    if [[ ! -d "bench/corpus/$n/content" ]]; then
        python3 bench/generate_corpus.py --pages "$n" --out "bench/corpus/$n" >&2
    fi
    build=no
    [[ $n -le $BUILD_UP_TO ]] && build=yes
    compare_content "n$n" "bench/corpus/$n/content" "$build"
done

if [[ $differences -eq 0 ]]; then
    echo "ALL IDENTICAL"
    rm -rf "$WORK"
else
    echo "$differences outputs differ (kept in $WORK)"
    exit 1
fi
