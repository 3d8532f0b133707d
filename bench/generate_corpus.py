#!/usr/bin/env python3
"""Scale the bundled bilingual HIG content into a benchmark corpus of N pages per language.

    python3 bench/generate_corpus.py --pages N --out DIR

writes

    DIR/content/en/page-00001.md ... page-N.md   (cycling through the four English seed pages)
    DIR/content/zh/page-00001.md ... page-N.md   (the Chinese "bars" page, each one translating
                                                 the English page with the same number)
    DIR/content/glossary.yaml                    (copied unchanged)
    DIR/corpus.json                              (file counts and byte sizes, for the report)

The output is fully deterministic: no randomness, files written in a fixed order, identical bytes
for identical input. Page k is the seed page with these per-page variations, applied identically
to both sides of a translation pair so that pairs stay as (mis)aligned as the seeds are:

- front matter: `id` -> `<seed id>-<k>`, `title` -> `<seed title> <k>`; the zh page keeps the
  seed convention (zh id == translated en id) and gets `translates: <en id>`;
- the first heading of the body gets ` <k>` appended (it usually repeats the title);
- table/figure numbers: the chapter number C becomes C + 100*k ("Table 33-1" -> "Table 1733-1" on
  page 17, "表 37-1" -> "表 1737-1"), so numbers vary per page but keep their within-page order and
  the en/zh offsets of the seeds;
- hit-target sizes such as `44 x 44` become `<44 + k mod 10> x <44 + k mod 10>`;
- apple_ref section ids of the Bars chapter get the page number appended
  (`//apple_ref/doc/uid/TP40006556-CH12-SW33` -> `…-SW33-00017`), in the English `<a name>`
  anchors, the English in-page links and the Chinese links alike, so anchors are unique per page
  and links still resolve within their pair.

Nothing else is changed: raw-HTML tables, pipe tables, `<section>` wrappers, CJK bold leads and
images are kept exactly as in the seeds, and nothing is padded.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

EN_SEEDS = ["bars.md", "iphone-2010-bars.md", "search-bars.md", "uikit-search-bars.md"]
ZH_SEED = "bars.md"

# Section ids of the Bars chapter: anchors in the en page, links in en and zh.
BARS_SECTION_ID = re.compile(r"(TP40006556-CH12-SW\d+)")
EN_NUMBERED = re.compile(r"\b(Table|Figure|Listing) (\d+)-(\d+)")
ZH_NUMBERED = re.compile(r"(表|图|清单)( ?)(\d+)-(\d+)")
HIT_TARGET = re.compile(r"\b44 x 44\b")
FIRST_HEADING = re.compile(r"^(#{1,6}[ \t]+)(.*?)[ \t]*$", re.MULTILINE)


def split_front_matter(text: str, path: Path) -> tuple[list[tuple[str, str]], str]:
    """Returns the front matter as ordered (key, raw value) pairs, and the body."""
    if not text.startswith("---\n"):
        sys.exit(f"[generate] {path}: no front matter")
    end = text.find("\n---\n", 4)
    if end < 0:
        sys.exit(f"[generate] {path}: unterminated front matter")
    pairs = []
    for line in text[4:end].split("\n"):
        key, sep, value = line.partition(":")
        if not sep or not key or key != key.strip():
            sys.exit(f"[generate] {path}: unsupported front matter line {line!r}")
        pairs.append((key, value.strip()))
    return pairs, text[end + len("\n---\n"):]


def front_matter(pairs: list[tuple[str, str]]) -> str:
    return "---\n" + "".join(f"{k}: {v}\n" for k, v in pairs) + "---\n"


def yaml_plain_safe(value: str, path: Path) -> str:
    # Values are written as YAML plain scalars; refuse anything that would need quoting.
    if (": " in value or " #" in value or value[:1] in "!&*{}[]|>'\"%@`#,?-" or value != value.strip()):
        sys.exit(f"[generate] {path}: value {value!r} would need YAML quoting")
    return value


class Seed:
    def __init__(self, path: Path):
        self.path = path
        self.pairs, self.body = split_front_matter(path.read_text(encoding="utf-8"), path)
        self.meta = dict(self.pairs)


def vary_body(body: str, k: int, lang: str) -> str:
    suffix = f"-{k:05d}"
    body = BARS_SECTION_ID.sub(lambda m: m.group(1) + suffix, body)
    if lang == "en":
        body = EN_NUMBERED.sub(lambda m: f"{m.group(1)} {int(m.group(2)) + 100 * k}-{m.group(3)}", body)
        side = 44 + k % 10
        body = HIT_TARGET.sub(f"{side} x {side}", body)
    else:
        body = ZH_NUMBERED.sub(
            lambda m: f"{m.group(1)}{m.group(2)}{int(m.group(3)) + 100 * k}-{m.group(4)}", body)
    return FIRST_HEADING.sub(lambda m: f"{m.group(1)}{m.group(2)} {k}", body, count=1)


def page(seed: Seed, k: int, lang: str, page_id: str, translates: str | None) -> str:
    pairs = []
    for key, value in seed.pairs:
        if key == "id":
            value = page_id
        elif key == "title":
            value = yaml_plain_safe(f"{value} {k}", seed.path)
        elif key == "translates":
            continue  # re-added below, pointing at the paired page
        pairs.append((key, value))
        if key == "source" and translates is not None:
            pairs.append(("translates", translates))
    if translates is not None and not any(k_ == "translates" for k_, _ in pairs):
        pairs.append(("translates", translates))
    return front_matter(pairs) + vary_body(seed.body, k, lang)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, required=True, help="pages per language")
    parser.add_argument("--out", type=Path, required=True, help="output directory")
    parser.add_argument("--content", type=Path, default=REPO / "content",
                        help="seed content directory (default: the repo's content/)")
    args = parser.parse_args()
    if args.pages < 1:
        parser.error("--pages must be at least 1")

    en_seeds = [Seed(args.content / "en" / name) for name in EN_SEEDS]
    zh_seed = Seed(args.content / "zh" / ZH_SEED)

    content = args.out / "content"
    if content.exists():
        shutil.rmtree(content)
    (content / "en").mkdir(parents=True)
    (content / "zh").mkdir(parents=True)
    shutil.copyfile(args.content / "glossary.yaml", content / "glossary.yaml")

    width = max(5, len(str(args.pages)))
    sizes = {"en": 0, "zh": 0}
    for k in range(1, args.pages + 1):
        name = f"page-{k:0{width}d}.md"
        en_seed = en_seeds[(k - 1) % len(en_seeds)]
        en_id = f"{en_seed.meta['id']}-{k:0{width}d}"
        for lang, seed, translates in (("en", en_seed, None), ("zh", zh_seed, en_id)):
            data = page(seed, k, lang, en_id, translates).encode("utf-8")
            (content / lang / name).write_bytes(data)
            sizes[lang] += len(data)

    summary = {
        "pagesPerLanguage": args.pages,
        "markdownFiles": 2 * args.pages,
        "markdownBytes": sizes["en"] + sizes["zh"],
        "markdownBytesEn": sizes["en"],
        "markdownBytesZh": sizes["zh"],
        "glossaryBytes": (content / "glossary.yaml").stat().st_size,
    }
    (args.out / "corpus.json").write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    print(f"[generate] {args.out}: {summary['markdownFiles']} markdown files, "
          f"{summary['markdownBytes'] / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
