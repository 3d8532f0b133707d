#!/usr/bin/env python3
"""Turn bench/run.sh measurements into results-N.json and a markdown summary.

    summarize.py record --pages N --corpus corpus.json --measurements m.tsv --out results-N.json ...
    summarize.py table --results bench/results [--out summary.md]

Units: wall time in seconds (median of the runs), MB = 10^6 bytes of markdown input (both
languages, glossary excluded), pages = markdown files (N per language, so 2N), peak RSS in MiB
("Maximum resident set size" from /usr/bin/time -v, median of the runs), CPU = user + system
seconds of the measured command (median), others' CPU = the most CPU-seconds that other processes
used during one of the counted runs (machine busy time minus the command's; ~0.02 s is tick jitter).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
from pathlib import Path

TOOLS = ["floor", "higdoc-build", "higdoc-check", "hugo"]
LABELS = {
    "floor": "libcmark floor (C, 2 threads)",
    "higdoc-build": "higdoc build",
    "higdoc-check": "higdoc check --format json",
    "hugo": "Hugo",
}


def command_output(*args: str) -> str:
    try:
        return subprocess.run(args, capture_output=True, text=True, check=False).stdout.strip()
    except OSError:
        return ""


def machine() -> dict:
    cpu = ""
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    mem_kib = 0
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemTotal:"):
                mem_kib = int(line.split()[1])
    os_name = ""
    try:
        for line in open("/etc/os-release"):
            if line.startswith("PRETTY_NAME="):
                os_name = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return {
        "nproc": os.cpu_count(),
        "cpu": cpu,
        "memoryGiB": round(mem_kib / 1024 / 1024, 1),
        "os": os_name,
        "kernel": platform.release(),
        "hugo": command_output("hugo", "version"),
        "libcmark": command_output("pkg-config", "--modversion", "libcmark"),
    }


def tree_size(path: str) -> dict | None:
    if not path or not os.path.isdir(path):
        return None
    files = size = 0
    for root, _, names in os.walk(path):
        for name in names:
            files += 1
            size += os.path.getsize(os.path.join(root, name))
    return {"files": files, "bytes": size}


def record(args: argparse.Namespace) -> None:
    corpus = json.loads(Path(args.corpus).read_text())
    pages = corpus["markdownFiles"]
    megabytes = corpus["markdownBytes"] / 1e6
    runs: dict[str, list[dict]] = {}
    for line in Path(args.measurements).read_text().splitlines():
        tool, run, wall, rss_kib, rc, ok, cpu, noise = line.split("\t")
        runs.setdefault(tool, []).append(
            {"run": int(run), "wallSeconds": float(wall), "peakRSSKiB": int(rss_kib),
             "exitCode": int(rc), "ok": ok == "1", "cpuSeconds": float(cpu),
             "otherProcessesCPUShare": float(noise)})

    tools = {}
    for tool in TOOLS:
        measured = runs.get(tool, [])
        good = [r for r in measured if r["ok"]]
        status = "measured" if good else "failed" if measured else "pending"
        if not good and measured and all(r["exitCode"] == 124 for r in measured):
            status = f"timed out (> {max(r['wallSeconds'] for r in measured):.0f} s)"
        entry: dict = {"status": status, "runs": measured}
        if good:
            wall = statistics.median(r["wallSeconds"] for r in good)
            rss = statistics.median(r["peakRSSKiB"] for r in good) / 1024
            entry.update({
                "wallSecondsMedian": round(wall, 4),
                "wallSecondsMin": round(min(r["wallSeconds"] for r in good), 4),
                "wallSecondsMax": round(max(r["wallSeconds"] for r in good), 4),
                "pagesPerSecond": round(pages / wall, 1),
                "megabytesPerSecond": round(megabytes / wall, 2),
                "peakRSSMiBMedian": round(rss, 1),
                "peakRSSMiBMax": round(max(r["peakRSSKiB"] for r in good) / 1024, 1),
                "cpuSecondsMedian": round(statistics.median(r["cpuSeconds"] for r in good), 2),
                "otherProcessesCPUShareMax": max(r["otherProcessesCPUShare"] for r in good),
                "otherProcessesCPUSecondsMax": round(max(
                    r["otherProcessesCPUShare"] * r["wallSeconds"] * (os.cpu_count() or 1) for r in good), 2),
                "failedRuns": len(measured) - len(good),
            })
        tools[tool] = entry

    def ratio(a: str, b: str) -> float | None:
        x, y = tools[a].get("wallSecondsMedian"), tools[b].get("wallSecondsMedian")
        return round(x / y, 2) if x and y else None

    outputs = {"floor": tree_size(args.floor_output), "higdoc-build": tree_size(args.higdoc_output),
               "hugo": tree_size(args.hugo_output)}
    git = command_output("git", "-C", str(Path(__file__).resolve().parent.parent), "describe",
                         "--always", "--dirty")
    result = {
        "pagesPerLanguage": args.pages,
        "corpus": corpus,
        "tools": tools,
        "ratios": {
            "higdocBuildOverFloor": ratio("higdoc-build", "floor"),
            "hugoOverHigdocBuild": ratio("hugo", "higdoc-build"),
            "hugoOverFloor": ratio("hugo", "floor"),
        },
        "outputs": {k: v for k, v in outputs.items() if v},
        "machine": machine(),
        "higdocBinary": args.higdoc,
        "outputRoot": args.out_root,
        "gitRevision": git,
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    }
    Path(args.out).write_text(json.dumps(result, indent=2, sort_keys=True) + "\n")


def bundled(args: argparse.Namespace) -> None:
    runs = {}
    for line in Path(args.measurements).read_text().splitlines():
        name, micros, rc = line.split("\t")
        runs[name] = {"wallSeconds": int(micros) / 1e6, "exitCode": int(rc)}
    Path(args.out).write_text(json.dumps(
        {"content": "bundled content/ (4 en + 1 zh pages)", "higdoc": runs, "machine": machine(),
         "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")},
        indent=2, sort_keys=True) + "\n")


def fmt(value, digits: int) -> str:
    return "–" if value is None else f"{value:,.{digits}f}"


def table(args: argparse.Namespace) -> None:
    results = sorted((json.loads(p.read_text()) for p in Path(args.results).glob("results-*.json")),
                     key=lambda r: r["pagesPerLanguage"])
    lines = [
        "| N per language | corpus | tool | wall s (median) | min–max s | pages/s | MB/s | peak RSS MiB | CPU s | others' CPU s |",
        "|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        corpus = f"{r['corpus']['markdownFiles']:,} files, {r['corpus']['markdownBytes'] / 1e6:.1f} MB"
        for tool in TOOLS:
            t = r["tools"].get(tool, {"status": "pending"})
            if t["status"] != "measured":
                lines.append(f"| {r['pagesPerLanguage']:,} | {corpus} | {LABELS[tool]} | {t['status']} | | | | | | |")
                continue
            spread = f"{t['wallSecondsMin']:.3f}–{t['wallSecondsMax']:.3f}"
            lines.append(
                f"| {r['pagesPerLanguage']:,} | {corpus} | {LABELS[tool]} | {t['wallSecondsMedian']:.3f} | {spread} "
                f"| {t['pagesPerSecond']:,.0f} | {t['megabytesPerSecond']:.1f} | {t['peakRSSMiBMedian']:,.1f} "
                f"| {fmt(t.get('cpuSecondsMedian'), 2)} | {fmt(t.get('otherProcessesCPUSecondsMax'), 2)} |")
    lines += [
        "",
        "| N per language | higdoc build / floor | Hugo / higdoc build | Hugo / floor |",
        "|---:|---:|---:|---:|",
    ]
    for r in results:
        q = r["ratios"]
        lines.append(f"| {r['pagesPerLanguage']:,} | {fmt(q['higdocBuildOverFloor'], 2)} "
                     f"| {fmt(q['hugoOverHigdocBuild'], 2)} | {fmt(q['hugoOverFloor'], 2)} |".replace("–", "pending"))
    bundled_file = Path(args.results) / "bundled.json"
    if bundled_file.exists():
        runs = json.loads(bundled_file.read_text())["higdoc"]
        lines += ["", "Bundled content (5 pages), one run each: " + ", ".join(
            f"higdoc {name} {r['wallSeconds']:.3f} s" for name, r in sorted(runs.items())) + "."]
    text = "\n".join(lines) + "\n"
    if results:
        m = results[-1]["machine"]
        text += (f"\nMachine: {m['nproc']} cores ({m['cpu']}), {m['memoryGiB']} GiB, {m['os']}, "
                 f"kernel {m['kernel']}; libcmark {m['libcmark']}; {m['hugo'].split(' BuildDate')[0]}.\n")
    sys.stdout.write(text)
    if args.out:
        Path(args.out).write_text(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("--pages", type=int, required=True)
    rec.add_argument("--corpus", required=True)
    rec.add_argument("--measurements", required=True)
    rec.add_argument("--out", required=True)
    rec.add_argument("--higdoc", default="")
    rec.add_argument("--floor-output", default="")
    rec.add_argument("--higdoc-output", default="")
    rec.add_argument("--hugo-output", default="")
    rec.add_argument("--out-root", default="")
    bun = sub.add_parser("bundled")
    bun.add_argument("--measurements", required=True)
    bun.add_argument("--out", required=True)
    tab = sub.add_parser("table")
    tab.add_argument("--results", required=True)
    tab.add_argument("--out", default="")
    args = parser.parse_args()
    {"record": record, "bundled": bundled, "table": table}[args.command](args)


if __name__ == "__main__":
    main()
