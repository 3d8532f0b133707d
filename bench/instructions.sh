#!/usr/bin/env bash
# Count the instructions higdoc executes (Valgrind's callgrind), for comparisons that wall time on a
# shared, drifting machine cannot make: the same binary on the same corpus executes the same number
# of instructions to within about 0.05%, where its wall time varies by 10-25% from hour to hour.
#
#   bench/instructions.sh [BINARY ...]     (default: .build/release/higdoc)
#
# For each binary, runs under callgrind, on bench/corpus/$N (generated when missing):
#   higdoc check --content … --format json
#   higdoc build --content … --out <temporary directory>
# and prints the instructions of each, per binary, with the change against the first binary.
# Instructions are not time: cache misses, page faults and the two cores' contention do not show.
# A change that saves instructions and no time (or the reverse) is worth a wall-clock look.
#
# Environment:
#   N=100              pages per language of the corpus (100: about 30 s for the check and 2 min
#                      for the build under callgrind, per binary)
#   COMMANDS="check build"
#   FIRST_TEMPLATES=dir  the templates the first binary builds with (default: templates; a copy of the
#                      previous revision's when a change edits the templates too)
#   PROFILE_DIR=dir    keep each run's callgrind file there (read with callgrind_annotate
#                      --inclusive=yes FILE | swift demangle --simplified)
#
# Needs valgrind (Debian: apt-get install valgrind). Valgrind cannot read the DWARF the Swift
# toolchain writes, so each binary is copied without its debug information (symbols are kept).
set -euo pipefail

[[ -n "${FIRST_TEMPLATES:-}" ]] && FIRST_TEMPLATES="$(realpath -m "$FIRST_TEMPLATES")"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
FIRST_TEMPLATES="${FIRST_TEMPLATES:-$ROOT/templates}"
N="${N:-100}"
COMMANDS="${COMMANDS:-check build}"
BINARIES=("$@")
[[ ${#BINARIES[@]} -gt 0 ]] || BINARIES=(.build/release/higdoc)

command -v valgrind > /dev/null || { echo "instructions.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
command -v strip > /dev/null || { echo "instructions.sh: strip (binutils) is not installed" >&2; exit 2; }
for binary in "${BINARIES[@]}"; do
    [[ -x "$binary" ]] || { echo "instructions.sh: no executable at $binary" >&2; exit 2; }
done
CONTENT="bench/corpus/$N/content"
if [[ ! -d "$CONTENT" ]]; then
    python3 bench/generate_corpus.py --pages "$N" --out "bench/corpus/$N" >&2
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# The instructions of one command under callgrind ("I refs" of its summary), without separators.
count() {
    local binary="$1" name="$2"
    shift 2
    local profile="/dev/null"
    if [[ -n "${PROFILE_DIR:-}" ]]; then
        mkdir -p "$PROFILE_DIR"
        profile="$PROFILE_DIR/callgrind.$name"
    fi
    local log="$WORK/valgrind.log"
    # The check exits 1 when it has findings; only valgrind's own summary matters here.
    valgrind --tool=callgrind --callgrind-out-file="$profile" "$binary" "$@" > /dev/null 2> "$log" || true
    local refs
    refs="$(sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' "$log" | tr -d ,)"
    if [[ -z "$refs" ]]; then
        echo "instructions.sh: callgrind reported no count for $binary $*; its log:" >&2
        tail -20 "$log" >&2
        exit 1
    fi
    echo "$refs"
}

printf '| binary | command | instructions | change |\n|---|---|---:|---:|\n'
declare -A FIRST
for index in "${!BINARIES[@]}"; do
    binary="${BINARIES[$index]}"
    copy="$WORK/higdoc-$index"
    strip --strip-debug -o "$copy" "$binary"
    for command in $COMMANDS; do
        case "$command" in
            check) refs="$(count "$copy" "$index.check" check --content "$CONTENT" --format json)" ;;
            build)
                templates="$ROOT/templates"
                [[ $index -eq 0 ]] && templates="$FIRST_TEMPLATES"
                rm -rf "$WORK/site"
                refs="$(count "$copy" "$index.build" build --content "$CONTENT" --out "$WORK/site" --templates "$templates")"
                rm -rf "$WORK/site"
                ;;
            *) echo "instructions.sh: unknown command '$command' (check, build)" >&2; exit 2 ;;
        esac
        change=""
        if [[ $index -eq 0 ]]; then
            FIRST[$command]="$refs"
        else
            change="$(awk -v a="${FIRST[$command]}" -v b="$refs" 'BEGIN { printf "%+.2f%%", 100 * (b - a) / a }')"
        fi
        printf '| %s | %s N=%s | %s | %s |\n' "$binary" "$command" "$N" \
            "$(awk -v r="$refs" 'BEGIN { printf "%.3f G", r / 1e9 }')" "$change"
    done
done
