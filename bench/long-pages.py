#!/usr/bin/env python3
"""Time `higdoc check` (and `build`) on one page pair made long in one way, at growing sizes.

The corpus benchmark (bench/run.sh) grows the number of pages; this grows one page, where a check that
compares every unit of a page with every other is quadratic (the fifty-second session found three:
20,000 headings a side took 13 minutes, 20,000 rules 150 s and 3.2 GB, one paragraph of 20,000 links
25 s). Each kind puts its units under one `## Navigation Bar` / `## 导航栏` heading:

  headings  `### Section i` / `### 小节 i`, each over a line of text (no heading pairs: all one-sided)
  rules     `**Use a navigation bar number i.** It helps people i times.` and its Chinese
  links     one paragraph of `[link i](https://example.com/i)` on each side
  tables    one pipe table of i rows on each side

    bench/long-pages.py [--binary B] [--sizes 1000,2000,4000] [--kinds headings,rules,links,tables] [--build]

Prints a markdown table: kind, size, wall seconds and peak memory of each command (GNU time).
"""
import argparse
import os
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def units(kind, n):
    if kind == "headings":
        return ("".join(f"### Section {i}\n\nText {i}.\n\n" for i in range(n)),
                "".join(f"### 小节 {i}\n\n文字 {i}。\n\n" for i in range(n)))
    if kind == "rules":
        return ("".join(f"**Use a navigation bar number {i}.** It helps people {i} times.\n\n" for i in range(n)),
                "".join(f"**使用导航栏第 {i} 号。** 它帮助人们 {i} 次。\n\n" for i in range(n)))
    if kind == "links":
        line = " ".join(f"[link {i}](https://example.com/{i})" for i in range(n)) + "\n"
        return line, line
    if kind == "tables":
        rows = "".join(f"| Item {i} | Does thing {i} |\n" for i in range(n))
        return ("| Name | Meaning |\n|---|---|\n" + rows, "| 名称 | 含义 |\n|---|---|\n" + rows)
    raise SystemExit(f"unknown kind {kind}")


def write_pair(directory, kind, n):
    english, chinese = units(kind, n)
    os.makedirs(os.path.join(directory, "en"))
    os.makedirs(os.path.join(directory, "zh"))
    shutil.copy(os.path.join(ROOT, "content", "glossary.yaml"), directory)
    with open(os.path.join(directory, "en", "bars.md"), "w", encoding="utf-8") as f:
        f.write("---\nid: bars\ntitle: Bars\nlang: en\nedition: iOS 7\nsource: x.txt\n---\n## Navigation Bar\n\n"
                + english)
    with open(os.path.join(directory, "zh", "bars.md"), "w", encoding="utf-8") as f:
        f.write("---\nid: bars\ntitle: 栏\nlang: zh\nedition: iOS 7\nsource: x.txt\ntranslates: bars\n---\n"
                "## 导航栏\n\n" + chinese)


def measure(command):
    result = subprocess.run(["/usr/bin/time", "-f", "%e %M"] + command, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT)
    wall, kilobytes = result.stderr.strip().splitlines()[-1].split()
    return float(wall), int(kilobytes) / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/higdoc"))
    parser.add_argument("--sizes", default="1000,2000,4000")
    parser.add_argument("--kinds", default="headings,rules,links,tables")
    parser.add_argument("--build", action="store_true", help="also time higdoc build")
    arguments = parser.parse_args()
    print("| kind | units a side | check s | check MiB |" + (" build s | build MiB |" if arguments.build else ""))
    print("|---|---:|---:|---:|" + ("---:|---:|" if arguments.build else ""))
    for kind in arguments.kinds.split(","):
        for n in (int(size) for size in arguments.sizes.split(",")):
            with tempfile.TemporaryDirectory() as work:
                content = os.path.join(work, "content")
                write_pair(content, kind, n)
                cells = measure([arguments.binary, "check", "--content", content, "--format", "json"])
                row = f"| {kind} | {n:,} | {cells[0]:.2f} | {cells[1]:.0f} |"
                if arguments.build:
                    built = measure([arguments.binary, "build", "--content", content, "--out",
                                     os.path.join(work, "site")])
                    row += f" {built[0]:.2f} | {built[1]:.0f} |"
                print(row, flush=True)


if __name__ == "__main__":
    main()
