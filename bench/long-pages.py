#!/usr/bin/env python3
"""Time `higdoc check` (and `build`) on one page pair made long in one way, at growing sizes.

The corpus benchmark (bench/run.sh) grows the number of pages; this grows one page, where a check that
compares every unit of a page with every other is quadratic (the fifty-second session found three:
20,000 headings a side took 13 minutes, 20,000 rules 150 s and 3.2 GB, one paragraph of 20,000 links
25 s; the fifty-third session six more, all on one long line or in one paragraph, the worst a <figure> of
20,000 images at 95 s). Each kind puts its units under one `## Navigation Bar` / `## 导航栏` heading:

  headings  `### Section i` / `### 小节 i`, each over a line of text (no heading pairs: all one-sided)
  rules     `**Use a navigation bar number i.** It helps people i times.` and its Chinese
  bar-headings     `## Toolbar` / `## 工具栏` sections, each with a rule (the sixtieth session: the build
                   took 9.0 s at 32,000, each section and each placed unit looking at all the others)
  shared-concept-rules  rules that share only the concept "control" / "控件", each with a word of its own
                   (the sixtieth session: 5.3 s and 1 GB at 4,000, every pair scored and assigned)
  links     one paragraph of `[link i](https://example.com/i)` on each side
  tables    one pipe table of i rows on each side
  html-table-line  one raw HTML table of i rows written on one line (the fifty-third session: 20,000 took 51 s)
  figure-images    one <figure> of i images on one line (95 s at 20,000)
  cell-images      one pipe table cell of i inline <img> tags, all at the cell's place (5.3 s at 5,000)
  image-line       one line of i markdown images (1.2 s at 20,000)
  pipe-cells       one pipe table row of i cells (2.4 s at 80,000)
  definitions      i link reference definitions opening a paragraph (7.6 s at 20,000, and wrong lines)
  english-runs     one Chinese line of i runs of English words, each an untranslated-prose finding
                   (the fifty-fifth session: 18 s at 2,000)
  split-english-runs  the same with each run's second word emphasized (the fifty-sixth session: 21 s
                   at 8,000, when runs were looked for as their text shows them)
  tagged-english-runs the same with an HTML tag in each run's first word, which the search passes over
                   (no run was found before the fifty-seventh session)
  quoted-tag-runs  the same with a tag holding a `<` in a quoted attribute in each run's first word,
                   which the search does not read as a tag: no run is found
  unclosed-comment-runs the same with each run's first word written before it followed by `<!--` and
                   no `-->`: each search reads the `<!--` as a possible tag to the next `<` only
  table-references one line of i table references, every other one in another chapter in the Chinese
                   (the fifty-fifth session: 1.0 s at 4,000)
  prose-link-sections   sections whose prose links to a page the translation's does not (HD0327)
  prose-link-paragraphs one section of paragraphs that each link to such a page (the sixty-second
                   session: 1.88 s at 4,000 before each was placed through indexes)
  prose-raw-anchors     the same, each translated paragraph holding a raw HTML `<a href>` to a page of its
                   own (the sixty-third session: 6.7 s at 20,000, each anchor searched for every target; 0.38 s)

    bench/long-pages.py [--binary B] [--sizes 1000,2000,4000] [--kinds headings,rules,...] [--build]

Prints a markdown table: kind, size, wall seconds and peak memory of each command (GNU time).
"""
import argparse
import os
import shutil
import tempfile

from timing import measure

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def units(kind, n):
    if kind == "headings":
        return ("".join(f"### Section {i}\n\nText {i}.\n\n" for i in range(n)),
                "".join(f"### 小节 {i}\n\n文字 {i}。\n\n" for i in range(n)))
    if kind == "reversed-headings":
        # The translation's sections in the reverse order, each aligned by the anchor it keeps: every one
        # but one out of order (HD0326).
        return ("".join(f'<a name="//apple_ref/doc/uid/S{i}"></a>\n### Section {i}\n\nText {i}.\n\n' for i in range(n)),
                "".join(f'<a name="//apple_ref/doc/uid/S{i}"></a>\n### 小节 {i}\n\n文字 {i}。\n\n'
                        for i in reversed(range(n))))
    if kind == "shared-concept-rules":
        # Rules that share nothing but one glossary concept (control / 控件), told apart by words of
        # their own: letters in the English, ideographs in the Chinese.
        letters, ideographs = "abcdefghijklmnopqrst", "甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉"

        def word(i, alphabet):
            return "".join(alphabet[(i // 20 ** place) % 20] for place in range(4))
        return ("".join(f"**Place the control {word(i, letters)} with care.** People expect it.\n\n"
                        for i in range(n)),
                "".join(f"**小心放置控件{word(i, ideographs)}。** 人们期待它。\n\n" for i in range(n)))
    if kind == "bar-headings":
        # The page's one heading followed by i sections about one bar, each with a rule: every one a part
        # of the toolbar's pages.
        return ("".join(f"## Toolbar\n\n**Use a toolbar {i}.** Text.\n\n" for i in range(n)),
                "".join(f"## 工具栏\n\n**使用工具栏 {i}。** 文字。\n\n" for i in range(n)))
    if kind == "rules":
        return ("".join(f"**Use a navigation bar number {i}.** It helps people {i} times.\n\n" for i in range(n)),
                "".join(f"**使用导航栏第 {i} 号。** 它帮助人们 {i} 次。\n\n" for i in range(n)))
    if kind == "links":
        line = " ".join(f"[link {i}](https://example.com/{i})" for i in range(n)) + "\n"
        return line, line
    if kind == "prose-link-sections":
        # Sections whose prose links to a page the translation's does not (HD0327), each its own pair.
        # Each pair is aligned by the apple_ref anchor both sides give it.
        return ("".join(f'<a name="//apple_ref/doc/uid/TP-S{i}"></a>\n\n### Section {i}\n\n'
                        f"Text {i}. See [a page](https://example.com/p{i}.html).\n\n" for i in range(n)),
                "".join(f'<a name="//apple_ref/doc/uid/TP-S{i}"></a>\n\n### 小节 {i}\n\n文字 {i}。参见该页。\n\n'
                        for i in range(n)))
    if kind in ("prose-link-paragraphs", "prose-raw-anchors"):
        # One section of paragraphs that each link to a page the translation's do not (HD0327): each is
        # placed at its translation by what they share (a number). With raw anchors, each translated
        # paragraph holds one to a page of its own (HD0327 names a target the other side writes only as
        # one): every anchor is read once, whatever the targets.
        english = "".join(f"Paragraph {i}: see [page {i}](https://example.com/p{i}.html).\n\n" for i in range(n))
        if kind == "prose-link-paragraphs":
            return english, "".join(f"第 {i} 段：参见该页。\n\n" for i in range(n))
        return english, "".join(f'第 {i} 段：参见<a href="https://example.com/raw{i}.html">该页</a>。\n\n'
                                for i in range(n))
    if kind == "tables":
        rows = "".join(f"| Item {i} | Does thing {i} |\n" for i in range(n))
        return ("| Name | Meaning |\n|---|---|\n" + rows, "| 名称 | 含义 |\n|---|---|\n" + rows)
    if kind == "html-table-line":
        # One raw HTML table written on one line, as exporters write them.
        return ("<table>" + "".join(f"<tr><td>Item {i}</td><td>{i}</td></tr>" for i in range(n)) + "</table>\n",
                "<table>" + "".join(f"<tr><td>项目{i}</td><td>{i}</td></tr>" for i in range(n)) + "</table>\n")
    if kind == "figure-images":
        # One <figure> of images on one line.
        return ("<figure>" + "".join(f'<img src="i{i}.png" alt="a{i}">' for i in range(n)) + "</figure>\n",
                "<figure>" + "".join(f'<img src="i{i}.png" alt="图{i}">' for i in range(n)) + "</figure>\n")
    if kind == "cell-images":
        # One pipe table cell of inline <img> tags, all at the cell's place.
        line = "| Icon |\n| --- |\n| " + "".join(f'<img src="c{i}.png">' for i in range(n)) + " |\n"
        return line, line
    if kind == "image-line":
        # One paragraph line of markdown images.
        return (" ".join(f"![i{i}](img{i}.png)" for i in range(n)) + "\n",
                "".join(f"![图{i}](img{i}.png)" for i in range(n)) + "\n")
    if kind == "pipe-cells":
        # One pipe table row of n cells.
        return ("|" * n + "\n" + "|-" * n + "|\n" + "|a" * n + "|\n",
                "|" * n + "\n" + "|-" * n + "|\n" + "|格" * n + "|\n")
    if kind == "definitions":
        # n link reference definitions opening a paragraph, and its text using them.
        line = "".join(f"[r{i}]: https://example.com/{i}\n" for i in range(n)) + " ".join(
            f"[r{i}]" for i in range(0, n, 100)) + "\n"
        return line, line
    if kind == "table-references":
        # One line of n table references; the Chinese numbers every other one in another chapter, each a
        # finding of the table-numbering check compared with its table's first mention.
        return (" ".join(f"Table 3-{i}" for i in range(n)) + "\n",
                "、".join(f"表 {3 + i % 2}-{i // 2}" for i in range(n)) + "。\n")
    if kind == "english-runs":
        # One Chinese line holding n runs of English words, each a finding of the untranslated-prose
        # check; the English says it once.
        words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
        runs = [" ".join(words[(i >> shift) % 8] for shift in (0, 3, 6, 9, 12)) for i in range(n)]
        return ("The text of the line.\n", "说明：" + "，然后".join(runs) + "。\n")
    if kind == "split-english-runs":
        # As english-runs, but each run's second word is emphasized, so no run's first words are found
        # as written on the line.
        words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
        runs = [" ".join(("*" + words[(i >> shift) % 8] + "*") if shift == 3 else words[(i >> shift) % 8]
                         for shift in (0, 3, 6, 9, 12)) for i in range(n)]
        return ("The text of the line.\n", "说明：" + "，然后".join(runs) + "。\n")
    if kind == "tagged-english-runs":
        # As english-runs, but each run's first word is cut by an HTML tag, so no run is found as its
        # text shows it: the search for each is bounded, not the whole line's.
        words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
        runs = [" ".join((words[(i >> shift) % 8][:2] + "<b>" + words[(i >> shift) % 8][2:] + "</b>")
                         if shift == 0 else words[(i >> shift) % 8] for shift in (0, 3, 6, 9, 12)) for i in range(n)]
        return ("The text of the line.\n", "说明：" + "，然后".join(runs) + "。\n")
    if kind == "quoted-tag-runs":
        # As tagged-english-runs, with a `<` in the tag's quoted attribute, which the search does not
        # read as a tag (it stops at any `<`): no run is found, and the search for each is bounded.
        words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
        runs = [" ".join((words[(i >> shift) % 8][:2] + '<b title="<">' + words[(i >> shift) % 8][2:] + "</b>")
                         if shift == 0 else words[(i >> shift) % 8] for shift in (0, 3, 6, 9, 12)) for i in range(n)]
        return ("The text of the line.\n", "说明：" + "，然后".join(runs) + "。\n")
    if kind == "unclosed-comment-runs":
        # As english-runs, with each run's first word written before it once more, followed by an HTML
        # comment opened and never closed, which the text shows. A tag the text drops comes first, so the
        # search for each run starts before that copy (the source is longer than the text there), tries it
        # and reads its `<!--` as a possible tag: to the next `<` (to the line's end, it was quadratic).
        words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
        runs = [" ".join(words[(i >> shift) % 8] for shift in (0, 3, 6, 9, 12)) for i in range(n)]
        runs = ['<i title="a tag the text drops">' + run.split(" ")[0] + " <!-- x，" + run for run in runs]
        return ("The text of the line.\n", "说明：" + "，然后".join(runs) + "。\n")
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/higdoc"))
    parser.add_argument("--sizes", default="1000,2000,4000")
    parser.add_argument("--kinds", default="headings,rules,links,tables,html-table-line,figure-images,"
                        "cell-images,image-line,pipe-cells,definitions,english-runs,table-references,"
                        "split-english-runs,tagged-english-runs,quoted-tag-runs,unclosed-comment-runs,reversed-headings,"
                        "shared-concept-rules,bar-headings,prose-link-sections,prose-link-paragraphs,prose-raw-anchors")
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
