#!/usr/bin/env bash
# Times two or more higdoc binaries against each other in alternating rounds, on the same corpus and
# in the same hour: the way each session in bench/HISTORY.md states a change's effect on the wall
# time ("same-hour pairs"), since this machine's speed drifts by more than most changes between one
# benchmark run and the next.
#
#   bench/pairs.sh BINARY BINARY...        (the first binary is the reference)
#
# Each round runs every binary once, in the order given, with `/usr/bin/time` (to 0.01 s). The report
# gives each run's wall, user and system time and peak memory, then per binary the mean and median
# wall time, the mean user time and the range of peak memory, with the change of the means against
# the first binary. A change smaller than the spread between rounds is not shown by this; count
# instructions (bench/instructions.sh) for those.
#
# Environment:
#   N=10000          pages per language of the corpus (bench/corpus/$N, generated when missing)
#   ROUNDS=3         rounds
#   COMMAND=build    build (a site under $OUT, removed before each run) or check (JSON to /dev/null)
#   OUT=dir          where the sites go (default: a new directory under /dev/shm when it exists, else
#                    under TMPDIR; removed at the end). Keep it on tmpfs and tmpfs otherwise empty:
#                    see BENCHMARKS.md ("Reproduce")
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
N="${N:-10000}"
ROUNDS="${ROUNDS:-3}"
COMMAND="${COMMAND:-build}"
BINARIES=("$@")

fail() {
    echo "pairs.sh: $1" >&2
    exit 2
}
[[ ${#BINARIES[@]} -ge 2 ]] || fail "give two binaries or more (the first is the reference)"
[[ "$COMMAND" == build || "$COMMAND" == check ]] || fail "COMMAND is build or check, not '$COMMAND'"
[[ "$ROUNDS" =~ ^[1-9][0-9]*$ ]] || fail "ROUNDS is a positive number, not '$ROUNDS'"
[[ -x /usr/bin/time ]] || fail "/usr/bin/time is not installed (apt-get install time)"
for binary in "${BINARIES[@]}"; do
    [[ -x "$binary" ]] || fail "no executable at $binary"
done

CONTENT="bench/corpus/$N/content"
if [[ ! -d "$CONTENT" ]]; then
    python3 bench/generate_corpus.py --pages "$N" --out "bench/corpus/$N" >&2
fi

if [[ -n "${OUT:-}" ]]; then
    mkdir -p "$OUT"
    WORK="$(mktemp -d "$OUT/pairs.XXXXXX")"
elif [[ -d /dev/shm && -w /dev/shm ]]; then
    WORK="$(mktemp -d /dev/shm/higdoc-pairs.XXXXXX)"
else
    WORK="$(mktemp -d)"
fi
trap 'rm -rf "$WORK"' EXIT

RESULTS="$WORK/results.tsv"
: > "$RESULTS"
for round in $(seq "$ROUNDS"); do
    for index in "${!BINARIES[@]}"; do
        binary="${BINARIES[$index]}"
        rm -rf "$WORK/site"
        status=0
        if [[ "$COMMAND" == build ]]; then
            /usr/bin/time -o "$WORK/time" -f "%e %U %S %M" \
                "$binary" build --content "$CONTENT" --out "$WORK/site" > /dev/null 2> "$WORK/stderr" || status=$?
        else
            /usr/bin/time -o "$WORK/time" -f "%e %U %S %M" \
                "$binary" check --content "$CONTENT" --format json > /dev/null 2> "$WORK/stderr" || status=$?
        fi
        # The check exits 1 when it has findings; anything else is a failure.
        if [[ $status -ne 0 && ! ( "$COMMAND" == check && $status -eq 1 ) ]]; then
            tail -5 "$WORK/stderr" >&2
            fail "$binary $COMMAND exited with status $status"
        fi
        read -r wall user system kilobytes < <(tail -1 "$WORK/time")
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$index" "$wall" "$user" "$system" "$kilobytes" >> "$RESULTS"
        printf 'round %s  %-40s %8.2f s wall %8.2f s user %6.2f s system %8.0f MiB\n' \
            "$round" "$binary" "$wall" "$user" "$system" "$((kilobytes / 1024))" >&2
    done
done

python3 - "$RESULTS" "$COMMAND" "$N" "${BINARIES[@]}" <<'EOF'
import statistics
import sys

results, command, pages, binaries = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
runs = {index: [] for index in range(len(binaries))}
for line in open(results):
    _, index, wall, user, system, kilobytes = line.split("\t")
    runs[int(index)].append((float(wall), float(user), float(system), int(kilobytes) / 1024))

print(f"{command} at N = {pages}, {len(runs[0])} alternating rounds")
print()
print("| binary | wall s, each round | mean wall s | median wall s | mean user s | peak MiB | change of mean wall | change of mean user |")
print("|---|---|---:|---:|---:|---|---:|---:|")
reference = None
for index, binary in enumerate(binaries):
    walls = [run[0] for run in runs[index]]
    users = [run[1] for run in runs[index]]
    peaks = [run[3] for run in runs[index]]
    wall, user = statistics.mean(walls), statistics.mean(users)
    if reference is None:
        reference = (wall, user)
        changes = ("", "")
    else:
        changes = tuple(f"{100 * (value / base - 1):+.1f}%" for value, base in zip((wall, user), reference))
    print(
        f"| {binary} | {', '.join(f'{value:.2f}' for value in walls)} | {wall:.2f} | {statistics.median(walls):.2f} "
        f"| {user:.2f} | {min(peaks):.0f}–{max(peaks):.0f} | {changes[0]} | {changes[1]} |"
    )
EOF
