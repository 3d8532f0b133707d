#!/usr/bin/env python3
"""Feeds higdoc damaged copies of the bundled content and reports any run that crashes or half-writes.

    python3 scripts/fuzz-content.py [--binary PATH] [--runs N] [--seed S] [--keep DIR]

Each run copies content/ to a temporary directory and damages some of its pages (and one run in ten
its glossary or its lock) the way real edits and conversions do: lines deleted, repeated, swapped, cut
short or upper-cased; English written into a page; table pipes, raw HTML tags, emphasis markers, CJK
punctuation, combining marks, carriage returns, NEL, line separators and the like inserted; a file
truncated, or saved with Windows or classic Mac OS line endings, or a few of its line feeds, or all
from one line on, turned into carriage returns. It then runs `higdoc check`, `higdoc export` (the
spec and the XLIFF) and `higdoc build` on it. Bad input may be refused (exit 2, with a message naming
the file) or reported (exit 1). A failure is a crash (a signal, another exit status, a Swift runtime
error on standard error), a refused input that leaves a report, a spec or a site behind, a damaged
file refused with no line to look at (`content/higdoc.lock: error: …`), or an XLIFF that does not
parse as XML. A failing input is kept under --keep (default fuzz-crashes/)
with the command's standard error, and the script exits 1.

Run r uses the random generator seeded with S + r, so a failure can be replayed with --seed S+r
--runs 1. Needs a release build (.build/release/higdoc by default); no network.
"""
import argparse, os, random, re, shutil, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INSERTIONS = [
    "|", "**", "*", "_", "<", ">", "</table>", "<table>", "<tr>", "<td>", "</td>", "[", "](", ")", "`",
    "\t", "\r", "\u3000", "**加粗**", "#", "- ", "1. ", "> ", "    ", "\\", "&amp;", "&#x0;", "<!--", "-->",
    "<section>", "</section>", '<a name="x">', "表 1-1", "Table 1-1", "\u200b", "e\u0301", "\U0001F600",
    "---", "|---|", ":", "（", "）", "<script>", "</script>", "javascript:", "![x](", "\ufeff",
    # Line ends of other systems, and characters some readers take for line ends.
    "\r\r", "\x85", "\u2028", "\u2029", "\x0b", "\x0c", " the title of the current view ",
]
LINES = [
    "|a|b|", "|---|---|", "<table><tr><td>x</td></tr></table>", "**Do** this.", "**不要**这样。", "",
    "## Status Bar", "### 状态栏", "![img](x.png)", "[link](#//apple_ref/doc/uid/X)", "> **Note:** x",
    "* item", "```", "<div>", "</div>", "---", "<table>", "| 1 | 2 | 3 | 4 |",
]


def damage(text, rng):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 6)):
        op = rng.randrange(10)
        i = rng.randrange(len(lines)) if lines else 0
        if not lines:
            lines = [rng.choice(LINES)]
        elif op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif op == 2:
            line = lines[i]
            k = rng.randrange(len(line) + 1)
            lines[i] = line[:k] + rng.choice(INSERTIONS) + line[k:]
        elif op == 3 and lines[i]:
            k = rng.randrange(len(lines[i]))
            lines[i] = lines[i][:k] + lines[i][k + rng.randint(1, 10):]
        elif op == 4:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == 5:
            lines[i] = lines[i] * rng.randint(2, 30)
        elif op == 6:
            lines.insert(i, rng.choice(LINES))
        elif op == 7:
            lines[i] = lines[i].upper()
        elif op == 8:
            lines = lines[:i]
        elif op == 9:
            # English left in a translation (or added to the original): a finding that points at words.
            lines.insert(i, "导航栏显示 the title of the current view 的文字。")
    # One page in ten is saved as a Windows editor would save it, one in twenty as classic Mac OS did;
    # one in twenty has a few of its line feeds turned into carriage returns by a careless conversion,
    # and one in twenty its lines from one on (text pasted from a classic Mac OS file).
    ending = rng.random()
    if ending < 0.1:
        return "\r\n".join(lines)
    if ending < 0.15:
        return "\r".join(lines)
    if ending < 0.25 and len(lines) > 1:
        ends = ["\n"] * (len(lines) - 1)
        if ending < 0.2:
            for k in rng.sample(range(len(ends)), rng.randint(1, min(5, len(ends)))):
                ends[k] = "\r"
        else:
            first = rng.randrange(len(ends))
            ends[first:] = ["\r"] * (len(ends) - first)
        return "".join(line + end for line, end in zip(lines, ends + [""]))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/higdoc"))
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", default=os.path.join(ROOT, "fuzz-crashes"))
    args = parser.parse_args()
    templates = os.path.join(ROOT, "templates")
    crashes = 0
    for run in range(args.runs):
        seed = args.seed + run
        rng = random.Random(seed)
        with tempfile.TemporaryDirectory(prefix="higdoc-fuzz-") as work:
            content = os.path.join(work, "content")
            shutil.copytree(os.path.join(ROOT, "content"), content)
            pages = sorted(os.path.join(d, f) for d, _, fs in os.walk(content) for f in fs if f.endswith(".md"))
            damaged = rng.sample(pages, rng.randint(1, len(pages)))
            # One run in ten also damages the glossary or the lock (YAML and JSON higdoc reads too).
            if rng.random() < 0.1:
                damaged.append(os.path.join(content, rng.choice(["glossary.yaml", "higdoc.lock"])))
            for page in damaged:
                with open(page, encoding="utf-8") as f:
                    text = f.read()
                with open(page, "w", encoding="utf-8", newline="") as f:
                    f.write(damage(text, rng))
            commands = [
                ["check", "--content", "content", "--format", "json"],
                ["export", "--content", "content"],
                ["export", "--content", "content", "--format", "xliff"],
                ["build", "--content", "content", "--out", "site", "--templates", templates],
            ]
            for command in commands:
                result = subprocess.run([args.binary] + command, cwd=work, capture_output=True, timeout=300)
                stderr = result.stderr.decode("utf-8", "replace")
                crashed = result.returncode not in (0, 1, 2) or "Fatal error" in stderr or "crashed" in stderr
                # Refused input leaves nothing behind: no report or spec on standard output, no site.
                half_written = result.returncode == 2 and (
                    result.stdout or os.path.exists(os.path.join(work, "site")))
                # A damaged file that is refused is named with the line to look at: every damage leaves
                # the file readable text, so none is refused as a whole.
                lineless = result.returncode == 2 and any(
                    re.search(r"(?m)^" + re.escape(os.path.relpath(path, work)) + r": error: ", stderr)
                    for path in damaged)
                # What translators' tools read must be well-formed XML whatever the content holds.
                malformed = False
                if result.returncode == 0 and "xliff" in command:
                    try:
                        ET.fromstring(result.stdout)
                    except ET.ParseError:
                        malformed = True
                if not crashed and not half_written and not malformed and not lineless:
                    continue
                crashes += 1
                kept = os.path.join(args.keep, f"seed-{seed}-{command[0]}")
                shutil.rmtree(kept, ignore_errors=True)
                shutil.copytree(content, os.path.join(kept, "content"))
                with open(os.path.join(kept, "stderr.txt"), "w") as f:
                    f.write(stderr)
                what = (
                    "crash" if crashed else "malformed XLIFF" if malformed
                    else "output left behind by a refused input" if half_written else "a damaged file refused with no line")
                print(f"{what}: seed {seed}, higdoc {command[0]}, exit {result.returncode}; kept in {kept}", flush=True)
    print(f"{args.runs} runs, {crashes} failures", flush=True)
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
