#!/usr/bin/env python3
"""Time higdoc on the corpus of N pages with a glossary grown by thousands of concepts.

The corpus benchmark (bench/run.sh) grows the pages and keeps the bundled glossary (about 60 concepts);
long-pages.py grows one page. This grows the glossary, which a real site's may well be: the whole HIG
names thousands of terms. The fifty-fourth session found each page pair's check paying for the
glossary's size: with 20,000 more concepts the check of 1,000 pairs took 66% longer (the scan tried
some sixty terms at every position with two common first letters; each rule group weighed every
concept of the glossary; each heading walked all concepts).

The added concepts are UI terms, one in ten a topic (so headings are looked up among them). Each has
two English terms made of syllables (`corbenta`, `corbenta vilmo`), which share their first letters
as real terms do, and a Chinese term of a common character and two rare ones; one UI term in four has a
second Chinese rendering, which the terminology check looks for. None occurs in the corpus, so the
outputs stay those of the bundled glossary and only the cost of holding the terms is measured.
They are inserted before `ruleKinds:`, deterministically.

    bench/large-glossary.py [--binary B] [--pages 1000] [--sizes 0,5000,20000] [--commands check,build,export,xliff]

Prints a markdown table: concepts added, glossary KB, then wall seconds and peak memory of each command.
"""
import argparse
import os
import shutil
import subprocess
import tempfile

from timing import ROOT, measure

SYLLABLES = ["cor", "ben", "ta", "vil", "mo", "ra", "sen", "dol", "ki", "pa", "lu", "mer", "ti", "go", "zan",
             "fe", "ru", "nis", "ho", "qua", "lem", "bi", "sor", "ex"]
CHARACTERS = "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面" \
             "而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去"


def word(number):
    """A pseudo-word of two to four syllables, distinct for each number below 24**4."""
    syllables = []
    while True:
        syllables.append(SYLLABLES[number % len(SYLLABLES)])
        number //= len(SYLLABLES)
        if number == 0 and len(syllables) >= 2:
            return "".join(syllables)


def rare(number):
    """Two rare ideographs (U+9E00 to U+9EFF, 鸀 to 麿: no page of the corpus has them), distinct for each
    number below 65,536."""
    return chr(0x9E00 + number % 256) + chr(0x9E00 + number // 256 % 256)


def concepts(count):
    """`count` glossary concepts as YAML lines, the same on every run."""
    lines = []
    for index in range(count):
        first, second = word(index * 7 + 1000), word(index * 13 + 500)
        # A common first character, as real terms have, then rare ones, so that no term occurs.
        lead = CHARACTERS[index % len(CHARACTERS)]
        chinese = [lead + rare(index)]
        if index % 4 == 1:
            # A UI term rendered two ways, which the terminology check (HD0311) looks for in every line.
            chinese.append(lead + rare(index) + CHARACTERS[(index // 4) % len(CHARACTERS)])
        kind = "topic" if index % 10 == 0 else "ui-term"
        lines += [f"  - id: added-{index}", f"    kind: {kind}", f"    en: [{first}, {first} {second}]",
                  f"    zh: [{', '.join(chinese)}]"]
    return lines


def write_content(directory, pages, count):
    """The corpus of `pages` pages (hard links to its files) with `count` concepts added to its glossary."""
    corpus = os.path.join(ROOT, "bench", "corpus", str(pages), "content")
    if not os.path.isdir(corpus):
        subprocess.run(["python3", os.path.join(ROOT, "bench", "generate_corpus.py"), "--pages", str(pages),
                        "--out", os.path.dirname(corpus)], check=True)
    for language in ("en", "zh"):
        shutil.copytree(os.path.join(corpus, language), os.path.join(directory, language), copy_function=os.link)
    with open(os.path.join(corpus, "glossary.yaml"), encoding="utf-8") as f:
        lines = f.read().rstrip("\n").split("\n")
    at = next(index for index, line in enumerate(lines) if line.startswith("ruleKinds:"))
    glossary = os.path.join(directory, "glossary.yaml")
    with open(glossary, "w", encoding="utf-8") as f:
        f.write("\n".join(lines[:at] + concepts(count) + lines[at:]) + "\n")
    return os.path.getsize(glossary)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/higdoc"))
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--sizes", default="0,5000,20000")
    parser.add_argument("--commands", default="check,build,export,xliff")
    arguments = parser.parse_args()
    commands = arguments.commands.split(",")
    print("| concepts added | glossary KB | " + " | ".join(f"{c} s | {c} MiB" for c in commands) + " |")
    print("|---:|---:|" + "---:|---:|" * len(commands))
    for count in (int(size) for size in arguments.sizes.split(",")):
        with tempfile.TemporaryDirectory() as work:
            content = os.path.join(work, "content")
            size = write_content(content, arguments.pages, count)
            row = f"| {count:,} | {size / 1000:,.0f} |"
            for command in commands:
                output = os.path.join(work, command)
                argv = {
                    "check": ["check", "--content", content, "--format", "json"],
                    "build": ["build", "--content", content, "--out", output],
                    "export": ["export", "--content", content, "--output", output],
                    "xliff": ["export", "--format", "xliff", "--content", content, "--output", output],
                }[command]
                wall, mebibytes = measure([arguments.binary] + argv)
                row += f" {wall:.2f} | {mebibytes:.0f} |"
            print(row, flush=True)


if __name__ == "__main__":
    main()
