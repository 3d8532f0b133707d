#!/usr/bin/env bash
# Benchmark higdoc against the libcmark floor and Hugo on the same generated corpus, in one run.
#
#   bench/run.sh [N ...]          (default: 100 1000 10000 pages per language)
#
# For each N: generates (or reuses) bench/corpus/N, then measures RUNS times each, interleaved
# (floor, higdoc build, higdoc check, hugo; then again), with /usr/bin/time -v for peak RSS and a
# nanosecond clock for wall time. Medians go to bench/results/results-N.json; bench/results/summary.md
# and stdout get a markdown table over every results-*.json present.
#
# Environment:
#   RUNS=3                 runs per tool and N
#   SKIP_HIGDOC_BUILD=1    do not run `swift build -c release`; use the existing $HIGDOC binary
#   SKIP_HIGDOC=1          do not measure higdoc at all (floor and Hugo only)
#   SKIP_HUGO=1            do not measure Hugo
#   NO_INSTALL=1           do not install what is missing (libcmark-dev, libmimalloc-dev, time, hugo);
#                          by default they are installed with apt-get when it can run (as root)
#   KEEP_SITES=1           keep the last run's output of each tool (in OUT_ROOT/N)
#   TIMEOUT=600            seconds before one measured command is killed; a tool that times out
#                          is not run again at this N or any larger one
#   OUT_ROOT=/dev/shm/higdoc-bench
#                          where the measured tools write their sites (deleted before each run).
#                          tmpfs by default: this machine's root is ext4 WITHOUT a journal, where
#                          creating thousands of files right after deleting thousands makes ext4
#                          scan "recently deleted" inodes (recently_deleted() in find_inode_bit),
#                          which tripled the floor's time; a disk path can be given here.
#   QUIET_WAIT=60          seconds to wait, before each measurement, for the machine to be idle
#   NOISE_LIMIT=0.10       a run is "noisy" when other processes used more than this fraction of
#                          all cores' time (and over 0.1 CPU-second) while it ran; noisy runs are
#                          retried up to RETRIES=2 times
#
# The machine is shared (other builds may be running). Before each measurement the script waits
# until the CPUs are idle, and afterwards it computes how much CPU other processes took during the
# run (/proc/stat busy time minus the measured command's user+system time); noisy runs are retried
# and the noise is recorded per run in the results.
set -euo pipefail

# --- higdoc invocations (flags may change: edit here) -----------------------------------------
# {content} is replaced by the corpus content dir, {out} by a fresh output dir (deleted first).
HIGDOC="${HIGDOC:-.build/release/higdoc}"
HIGDOC_BUILD_COMMAND="${HIGDOC_BUILD_COMMAND:-bash scripts/build-release.sh}"
HIGDOC_BUILD_ARGS='build --content {content} --out {out}'
HIGDOC_CHECK_ARGS='check --content {content} --format json'
HIGDOC_CHECK_OK_CODES='0 1'   # 1 means "findings", a successful run for the benchmark
HIGDOC_EXPORT_ARGS='export --content {content} --output {out}.json'   # bundled content only
# ------------------------------------------------------------------------------------------------

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BENCH="$ROOT/bench"
cd "$ROOT"
[[ "$HIGDOC" = /* ]] || HIGDOC="$ROOT/$HIGDOC"
RUNS="${RUNS:-3}"
TIMEOUT="${TIMEOUT:-600}"
QUIET_WAIT="${QUIET_WAIT:-60}"
NOISE_LIMIT="${NOISE_LIMIT:-0.10}"
RETRIES="${RETRIES:-2}"
NPROC="$(nproc)"
CLK_TCK="$(getconf CLK_TCK)"
SIZES=("$@")
[[ ${#SIZES[@]} -gt 0 ]] || SIZES=(100 1000 10000)
FLOOR="$BENCH/floor/cmark-floor"
if [[ -z "${OUT_ROOT:-}" ]]; then
    if [[ -d /dev/shm && -w /dev/shm ]]; then OUT_ROOT=/dev/shm/higdoc-bench; else OUT_ROOT="$BENCH/out/sites"; fi
fi
RESULTS="$BENCH/results"
mkdir -p "$RESULTS" "$BENCH/out"

log() { printf '[bench] %s\n' "$*" >&2; }

# What the run needs, installed when missing (Debian): a run without Hugo would compare nothing.
if [[ "${NO_INSTALL:-0}" != 1 ]] && command -v apt-get >/dev/null && [[ $(id -u) = 0 ]]; then
    need=()
    for package in libcmark-dev libmimalloc-dev time; do
        dpkg -s "$package" >/dev/null 2>&1 || need+=("$package")
    done
    [[ "${SKIP_HUGO:-0}" = 1 ]] || command -v hugo >/dev/null || need+=(hugo)
    if [[ ${#need[@]} -gt 0 ]]; then
        log "installing ${need[*]}"
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
    fi
fi

for tool in python3 cc /usr/bin/time timeout; do
    command -v "$tool" >/dev/null || { log "missing $tool"; exit 2; }
done

# --- the floor ------------------------------------------------------------------------------------
if [[ ! -x "$FLOOR" || "$BENCH/floor/cmark_floor.c" -nt "$FLOOR" ]]; then
    log "compiling $FLOOR"
    cc -O2 -o "$FLOOR" "$BENCH/floor/cmark_floor.c" -lcmark -lpthread
fi

# Expands {content} and {out} in an argument template into the array CMD.
expand() { # template content out
    local t="$1"
    t="${t//\{content\}/$2}"
    t="${t//\{out\}/$3}"
    read -r -a CMD <<<"$t"
}

# --- higdoc (release) -----------------------------------------------------------------------------
HIGDOC_BUILD_OK=0
HIGDOC_CHECK_OK=0
HIGDOC_USABLE=0
if [[ "${SKIP_HIGDOC:-0}" = 1 ]]; then
    log "SKIP_HIGDOC=1: not measuring higdoc"
elif [[ "${SKIP_HIGDOC_BUILD:-0}" != 1 ]]; then
    log "building higdoc: $HIGDOC_BUILD_COMMAND (log: bench/out/swift-build.log)"
    if $HIGDOC_BUILD_COMMAND >"$BENCH/out/swift-build.log" 2>&1; then
        HIGDOC_USABLE=1
    else
        log "SKIPPING higdoc: the release build failed (see bench/out/swift-build.log)"
        tail -n 20 "$BENCH/out/swift-build.log" >&2 || true
    fi
else
    HIGDOC_USABLE=1
fi
if [[ $HIGDOC_USABLE = 1 && ! -x "$HIGDOC" ]]; then
    log "SKIPPING higdoc: no binary at $HIGDOC"
    HIGDOC_USABLE=0
fi

# Runs a higdoc command on the bundled content (5 pages): a smoke test before the corpus runs,
# and the "bundled content in well under a second" figure. Sets PREFLIGHT_RC.
preflight() { # name ok_codes args-template
    local name="$1" ok_codes="$2" out="$OUT_ROOT/bundled/$1" start end code
    rm -rf "$out"
    mkdir -p "$OUT_ROOT/bundled"
    expand "$3" "$ROOT/content" "$out"
    PREFLIGHT_RC=0
    start=$(date +%s%N)
    "$HIGDOC" "${CMD[@]}" >"$BENCH/out/bundled-$name.stdout" 2>"$BENCH/out/bundled-$name.stderr" || PREFLIGHT_RC=$?
    end=$(date +%s%N)
    for code in $ok_codes; do
        if [[ "$PREFLIGHT_RC" = "$code" ]]; then
            log "  bundled content: higdoc $name $(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", (e - s) / 1e9 }') s (exit $PREFLIGHT_RC)"
            printf '%s\t%s\t%s\n' "$name" "$(((end - start) / 1000))" "$PREFLIGHT_RC" >>"$BENCH/out/bundled.tsv"
            return 0
        fi
    done
    log "  bundled content: higdoc $name FAILED with exit $PREFLIGHT_RC: $HIGDOC ${CMD[*]}"
    tail -n 5 "$BENCH/out/bundled-$name.stderr" | sed 's/^/      /' >&2 || true
    return 1
}

rm -f "$RESULTS/bundled.json"
if [[ $HIGDOC_USABLE = 1 ]]; then
    help="$("$HIGDOC" --help 2>&1 || true)"
    : >"$BENCH/out/bundled.tsv"
    if ! grep -Eq '^[[:space:]]+build([[:space:]]|$)' <<<"$help"; then
        log "SKIPPING higdoc build: '$HIGDOC --help' lists no 'build' subcommand yet"
    elif preflight build 0 "$HIGDOC_BUILD_ARGS"; then HIGDOC_BUILD_OK=1
    else log "SKIPPING higdoc build: it fails on the bundled content (see above)"; fi
    if ! grep -Eq '^[[:space:]]+check([[:space:]]|$)' <<<"$help"; then
        log "SKIPPING higdoc check: '$HIGDOC --help' lists no 'check' subcommand yet"
    elif preflight check "$HIGDOC_CHECK_OK_CODES" "$HIGDOC_CHECK_ARGS"; then HIGDOC_CHECK_OK=1
    else log "SKIPPING higdoc check: it fails on the bundled content (see above)"; fi
    if grep -Eq '^[[:space:]]+export([[:space:]]|$)' <<<"$help"; then
        preflight export 0 "$HIGDOC_EXPORT_ARGS" || true
    fi
    rm -rf "$OUT_ROOT/bundled"
    python3 "$BENCH/summarize.py" bundled --measurements "$BENCH/out/bundled.tsv" --out "$RESULTS/bundled.json"
fi

HUGO_OK=0
if [[ "${SKIP_HUGO:-0}" != 1 ]]; then
    if command -v hugo >/dev/null; then HUGO_OK=1; else log "SKIPPING Hugo: hugo not installed"; fi
fi

# Busy CPU time of the whole machine so far, in clock ticks (steal counts: it is another guest).
cpu_busy() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9; exit }' /proc/stat; }

# Waits (at most QUIET_WAIT s) until two consecutive 1-second samples show the CPUs under 15% busy.
wait_for_quiet() {
    local deadline=$((SECONDS + QUIET_WAIT)) calm=0 before after busy said=0
    while ((SECONDS < deadline)); do
        before=$(cpu_busy); sleep 1; after=$(cpu_busy)
        busy=$(awk -v d=$((after - before)) -v t="$CLK_TCK" -v n="$NPROC" 'BEGIN { print d / t / n }')
        if awk -v b="$busy" 'BEGIN { exit !(b < 0.15) }'; then
            calm=$((calm + 1)); ((calm < 2)) || return 0
        else
            calm=0
            ((said)) || log "  waiting for the machine to be idle (CPU ${busy} busy)…"; said=1
        fi
    done
    log "  machine still busy after ${QUIET_WAIT}s; measuring anyway (the run will be flagged noisy)"
}

# measure N TOOL RUN OK_CODES STDOUT OUTDIR -- command...
# Deletes OUTDIR, runs the command under /usr/bin/time -v, appends one TSV line to $TSV.
# Retries (up to RETRIES times) while other processes disturbed the run.
measure() {
    local n="$1" tool="$2" run="$3" ok_codes="$4" stdout="$5" outdir="$6"
    shift 7
    local timefile="$BENCH/out/$n/time-$tool-$run.txt" errfile="$BENCH/out/$n/stderr-$tool-$run.txt"
    local attempt start end busy0 busy1 rc wall rss cpu noise ok code
    for ((attempt = 0; attempt <= RETRIES; attempt++)); do
        [[ -z "$outdir" ]] || rm -rf "$outdir"
        rm -f "$timefile"
        sync
        wait_for_quiet
        rc=0
        busy0=$(cpu_busy)
        start=$(date +%s%N)
        timeout "$TIMEOUT" /usr/bin/time -v -o "$timefile" "$@" >"$stdout" 2>"$errfile" || rc=$?
        end=$(date +%s%N)
        busy1=$(cpu_busy)
        wall=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f", (e - s) / 1e9 }')
        rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$timefile" 2>/dev/null || true)
        cpu=$(awk -F': ' '/User time \(seconds\)|System time \(seconds\)/ { t += $2 } END { printf "%.2f", t }' \
            "$timefile" 2>/dev/null || echo 0)
        # Fraction of all cores' time used by other processes during the run.
        noise=$(awk -v d=$((busy1 - busy0)) -v t="$CLK_TCK" -v c="$cpu" -v w="$wall" -v n="$NPROC" \
            'BEGIN { x = (d / t - c) / (w * n); if (x < 0) x = 0; printf "%.3f", x }')
        ok=0
        for code in $ok_codes; do [[ "$rc" = "$code" ]] && ok=1; done
        if [[ $ok = 0 ]]; then
            log "  $tool run $run FAILED with exit code $rc (stderr: ${errfile#$ROOT/})"
            tail -n 5 "$errfile" >&2 || true
            break
        fi
        # Noisy: over NOISE_LIMIT of the cores, and over 0.1 CPU-second (below that it is tick jitter).
        awk -v x="$noise" -v l="$NOISE_LIMIT" -v w="$wall" -v n="$NPROC" \
            'BEGIN { exit !(x > l && x * w * n > 0.1) }' || break
        ((attempt == RETRIES)) ||
            log "  $tool run $run: other processes took ${noise} of the CPUs; retrying"
    done
    LAST_RC=$rc
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$tool" "$run" "$wall" "${rss:-0}" "$rc" "$ok" "$cpu" "$noise" >>"$TSV"
    log "  $(printf '%-13s run %s: %8.3f s  %8.1f MiB  cpu %7.2f s  noise %s  exit %s' "$tool" "$run" "$wall" \
        "$(awk -v k="${rss:-0}" 'BEGIN { print k / 1024 }')" "$cpu" "$noise" "$rc")"
}

# True when the last measurement hit TIMEOUT; the caller then stops running that tool.
timed_out() {
    [[ "$LAST_RC" = 124 ]] || return 1
    log "  $1 timed out after ${TIMEOUT}s: not running it again at this N or any larger one"
}

for n in "${SIZES[@]}"; do
    [[ "$n" =~ ^[1-9][0-9]*$ ]] || { log "not a page count: $n"; exit 2; }
    corpus="$BENCH/corpus/$n"
    content="$corpus/content"
    # Regenerate when the generator or the seed content changed.
    stamp="$(cat "$BENCH/generate_corpus.py" content/en/*.md content/zh/*.md content/glossary.yaml | sha256sum | cut -c1-16)"
    if [[ "$(cat "$corpus/.stamp" 2>/dev/null || true)" != "$stamp" ]]; then
        log "generating corpus N=$n"
        python3 "$BENCH/generate_corpus.py" --pages "$n" --out "$corpus" >&2
        echo "$stamp" >"$corpus/.stamp"
    fi
    out="$BENCH/out/$n"          # logs, timings, check reports, Hugo site config
    sites="$OUT_ROOT/$n"         # the measured tools' output
    rm -rf "$out" "$sites"
    mkdir -p "$out" "$sites"
    TSV="$out/measurements.tsv"
    : >"$TSV"

    if [[ $HUGO_OK = 1 ]]; then
        site="$out/hugo-site"
        mkdir -p "$site"
        sed "s#@CONTENT@#$content#" "$BENCH/hugo/hugo.toml" >"$site/hugo.toml"
        cp -r "$BENCH/hugo/layouts" "$site/layouts"
    fi

    log "N=$n: warming the page cache"
    find "$content" -type f -exec cat {} + >/dev/null
    # At N = 10,000 the three sites held on tmpfs (about 13 GB) and Hugo's 7.4 GB peak need most of this
    # machine's 23.5 GiB: anything else kept in /dev/shm makes the kernel reclaim memory during the runs,
    # which slowed Hugo from 11.8 s to 19.2 s and the build by 10-20% in one session's runs.
    available_mib=$(($(awk '/^MemAvailable:/ { print $2 }' /proc/meminfo) / 1024))
    log "N=$n: ${available_mib} MiB of memory available"
    if ((n >= 10000 && available_mib < 16384)); then
        log "N=$n: WARNING: under 16 GiB available; the sites on tmpfs and Hugo will compete for memory" \
            "(clear /dev/shm, or set OUT_ROOT to a disk path)"
    fi

    for run in $(seq 1 "$RUNS"); do
        measure "$n" floor "$run" 0 /dev/null "$sites/floor" -- "$FLOOR" -j 2 "$content" "$sites/floor"
        if [[ $HIGDOC_BUILD_OK = 1 ]]; then
            expand "$HIGDOC_BUILD_ARGS" "$content" "$sites/higdoc"
            measure "$n" higdoc-build "$run" 0 /dev/null "$sites/higdoc" -- "$HIGDOC" "${CMD[@]}"
            timed_out higdoc-build && HIGDOC_BUILD_OK=0
        fi
        if [[ $HIGDOC_CHECK_OK = 1 ]]; then
            expand "$HIGDOC_CHECK_ARGS" "$content" "$sites/unused"
            measure "$n" higdoc-check "$run" "$HIGDOC_CHECK_OK_CODES" "$out/check-$run.json" "" -- "$HIGDOC" "${CMD[@]}"
            timed_out higdoc-check && HIGDOC_CHECK_OK=0
        fi
        if [[ $HUGO_OK = 1 ]]; then
            rm -rf "$site/resources" "$site/.hugo_build.lock"
            measure "$n" hugo "$run" 0 /dev/null "$sites/hugo" -- \
                hugo --quiet --source "$site" --destination "$sites/hugo"
            timed_out hugo && HUGO_OK=0
        fi
    done
    [[ $HIGDOC_BUILD_OK = 1 ]] || log "N=$n: higdoc build not measured (see the SKIPPING/timed out messages above)"
    [[ $HIGDOC_CHECK_OK = 1 ]] || log "N=$n: higdoc check not measured (see the SKIPPING/timed out messages above)"

    python3 "$BENCH/summarize.py" record --pages "$n" --corpus "$corpus/corpus.json" \
        --measurements "$TSV" --out "$RESULTS/results-$n.json" \
        --higdoc "$HIGDOC" --floor-output "$sites/floor" --higdoc-output "$sites/higdoc" --hugo-output "$sites/hugo" \
        --out-root "$OUT_ROOT"
    # The sites would hold RAM on tmpfs; KEEP_SITES=1 leaves the last run's for inspection.
    [[ "${KEEP_SITES:-0}" = 1 ]] || rm -rf "$sites"
done

python3 "$BENCH/summarize.py" table --results "$RESULTS" --out "$RESULTS/summary.md"
