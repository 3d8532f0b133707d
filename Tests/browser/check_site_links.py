#!/usr/bin/env python3
"""Checks every link of a built higdoc site, offline.

Usage: check_site_links.py SITE_DIR [BASE_URL]

- every internal href/src/action (a, link, script, form) leads to an existing file, and every
  fragment to an element id of the target page;
- every page has hreflang alternates for en, zh-Hans and x-default that lead to existing pages, and
  the en/zh-Hans alternates are reciprocal; an alternate is a page in its language: the page of a
  document in a language it has no translation into (its div.prose in another language) is no
  alternate and lists none (none would point back), and x-default is then the page in the document's
  language;
- the language switcher of every per-language page leads to its counterpart (not the home page), or,
  for a later page of a split list that the other language lacks, to the first page of that list; it
  declares the counterpart an alternate (rel, hreflang) only when both pages are alternates;
- the head's alternates and canonical link are absolute addresses under BASE_URL (a site built with a
  base URL: it has a sitemap.xml) and lead to the pages they must;
- sitemap.xml lists every page but the search pages and the copies of untranslated documents (which name
  their English page canonical), its locations exist, and its alternates are the page's;
- every search index entry leads to an existing page and anchor, and the shards agree with the manifest;
- no page carries an inline <script>, an event-handler attribute or a javascript: URL.
Prints counts and 'N passed, M failed'; exits non-zero on any problem.
"""
import html.parser
import json
import os
import posixpath
import re
import sys
import urllib.parse
import xml.etree.ElementTree as ET


class PageParser(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []  # (tag, attribute, value)
        self.alternates = {}
        self.switcher = None
        self.switcher_attributes = {}
        self.canonical = None
        self.unsafe = []
        self.lang = None
        # The language of a document page's body (div.prose), when it says one.
        self.content_lang = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "html":
            self.lang = attributes.get("lang")
        if self.content_lang is None and "prose" in (attributes.get("class") or "").split() and "lang" in attributes:
            self.content_lang = attributes["lang"]
        if "id" in attributes:
            self.ids.add(attributes["id"])
        for name, value in attrs:
            if name.startswith("on"):
                self.unsafe.append("%s[%s]" % (tag, name))
            if value and value.strip().lower().startswith(("javascript:", "vbscript:", "data:text")):
                self.unsafe.append("%s[%s=%s]" % (tag, name, value))
        if tag == "script" and "src" not in attributes:
            self.unsafe.append("inline <script>")
        for attribute in ("href", "src", "action"):
            if attribute in attributes and tag in ("a", "link", "script", "form"):
                self.links.append((tag, attribute, attributes[attribute]))
        if tag == "link" and attributes.get("rel") == "alternate" and "hreflang" in attributes:
            self.alternates[attributes["hreflang"]] = attributes["href"]
        if tag == "link" and attributes.get("rel") == "canonical":
            self.canonical = attributes.get("href")
        if tag == "a" and "language-switch" in (attributes.get("class") or "").split():
            self.switcher = attributes.get("href")
            self.switcher_attributes = attributes

    def in_its_language(self):
        """Whether the page's content is in the page's language (not an untranslated document)."""
        return self.content_lang is None or self.content_lang == self.lang


def page_path(site_path, directory_of_page, reference):
    """Site-relative file path and fragment of a reference made from a page, or None if external."""
    parsed = urllib.parse.urlsplit(reference)
    if parsed.scheme or parsed.netloc:
        return None
    path = urllib.parse.unquote(parsed.path)
    if path == "":
        target = site_path
    else:
        target = posixpath.normpath(posixpath.join(directory_of_page, path))
        if path.endswith("/") or target == ".":
            target = (target + "/index.html") if target != "." else "index.html"
        elif not posixpath.splitext(target)[1]:
            target = target + "/index.html"
    return target.lstrip("/"), urllib.parse.unquote(parsed.fragment)


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__)
        return 2
    root = sys.argv[1]
    base = sys.argv[2] if len(sys.argv) == 3 else "https://higdoc.example/"
    pages = {}
    files = set()
    for directory, _, names in os.walk(root):
        for name in names:
            relative = os.path.relpath(os.path.join(directory, name), root).replace(os.sep, "/")
            files.add(relative)
            if name.endswith(".html"):
                parser = PageParser()
                with open(os.path.join(directory, name), encoding="utf-8") as file:
                    parser.feed(file.read())
                pages[relative] = parser

    problems = []
    counts = {"pages": len(pages), "internal links": 0, "anchors": 0, "external links": 0, "alternates": 0,
              "sitemap urls": 0, "search entries": 0}

    def check_reference(source, reference, what):
        directory = posixpath.dirname(source)
        resolved = page_path(source, directory, reference)
        if resolved is None:
            counts["external links"] += 1
            return None
        target, fragment = resolved
        counts["internal links"] += 1
        if target not in files:
            problems.append("%s: %s %r leads to missing %s" % (source, what, reference, target))
            return None
        if fragment:
            counts["anchors"] += 1
            if target not in pages or fragment not in pages[target].ids:
                problems.append("%s: %s %r: no element with id %r in %s" % (source, what, reference, fragment, target))
        return target

    has_base = os.path.exists(os.path.join(root, "sitemap.xml"))

    def head_reference(source, reference, what):
        """A head link's address (alternate, canonical) as a reference page_path reads: absolute under
        the base, made root-relative, when the site was built with one; relative otherwise."""
        if not has_base:
            return reference
        if not reference.startswith(base):
            problems.append("%s: %s %r is not an address under %s" % (source, what, reference, base))
            return reference
        return "/" + reference[len(base):]

    def counterparts_of(source):
        """The page in each language (hreflang → path) that `source` is a version of."""
        if source == "index.html":
            return {"en": "en/index.html", "zh-Hans": "zh/index.html"}
        rest = source.split("/", 1)[1]
        return {"en": "en/" + rest, "zh-Hans": "zh/" + rest}

    def expected_alternates_of(source):
        """hreflang → path of the alternates `source` must list."""
        counterparts = counterparts_of(source)
        if source in pages and not pages[source].in_its_language():
            return {}  # an untranslated page is nobody's alternate, so it lists none: none would point back
        # A later page of a split list (…/page/N/) may have no counterpart in the other language, whose
        # list is shorter: then that alternate is left out (alternates must point back), x-default
        # follows the English page, and the switcher leads to the first page of the other list. A page
        # that shows a document untranslated is no alternate; x-default is then the original's page.
        expected = {lang: path for lang, path in counterparts.items()
                    if path in pages and pages[path].in_its_language()}
        if counterparts["en"] in pages:
            if source in ("index.html", "en/index.html", "zh/index.html"):
                expected["x-default"] = "index.html"  # the home pages' is the bilingual root
            elif "en" in expected:
                expected["x-default"] = expected["en"]
            elif expected:
                expected["x-default"] = sorted(expected.values())[0]
        return expected

    alternate_files = {}
    for source, page in sorted(pages.items()):
        for tag, attribute, value in page.links:
            check_reference(source, value, "%s[%s]" % (tag, attribute))
        for problem in page.unsafe:
            problems.append("%s: unsafe content: %s" % (source, problem))
        counterparts = counterparts_of(source)
        expected_alternates = expected_alternates_of(source)
        if set(page.alternates) != set(expected_alternates):
            problems.append("%s: hreflang alternates are %s, expected %s"
                            % (source, sorted(page.alternates), sorted(expected_alternates)))
        if "/page/" not in source and not all(path in pages for path in counterparts.values()):
            problems.append("%s: a page other than a list continuation lacks a counterpart" % source)
        alternate_files[source] = {}
        for hreflang, href in sorted(page.alternates.items()):
            counts["alternates"] += 1
            target = check_reference(source, head_reference(source, href, "alternate " + hreflang),
                                     "alternate " + hreflang)
            alternate_files[source][hreflang] = target
            if hreflang in expected_alternates and target != expected_alternates[hreflang]:
                problems.append("%s: alternate %s leads to %s, not %s"
                                % (source, hreflang, target, expected_alternates[hreflang]))
            if target and hreflang != "x-default" and target in pages:
                own = page.lang
                back = pages[target].alternates.get(own) if own in ("en", "zh-Hans") and source != "index.html" else None
                if back is not None and check_reference(target, head_reference(target, back, "alternate"),
                                                        "reciprocal alternate") != source:
                    problems.append("%s: alternate %s (%s) does not point back" % (source, hreflang, target))
                if pages[target].lang != hreflang or not pages[target].in_its_language():
                    problems.append("%s: alternate %s leads to a page with lang %s, content %s"
                                    % (source, hreflang, pages[target].lang, pages[target].content_lang))
        if source != "index.html":
            if page.switcher is None:
                problems.append("%s: no language switcher" % source)
            else:
                target = check_reference(source, page.switcher, "language switcher")
                expected = ("zh/" if source.startswith("en/") else "en/") + source.split("/", 1)[1]
                if expected not in pages and "/page/" in expected:
                    expected = re.sub(r"page/[0-9]+/index\.html$", "index.html", expected)
                if target != expected:
                    problems.append("%s: language switcher leads to %s, not %s" % (source, target, expected))
                # The switcher calls its page an alternate (rel, hreflang) only when it is one, and when
                # its own page is one (an untranslated page declares no alternates at all).
                declared = (page.switcher_attributes.get("rel"), page.switcher_attributes.get("hreflang"))
                if not page.in_its_language():
                    wanted = (None, None)
                elif target in pages and pages[target].in_its_language() and target == counterparts.get(pages[target].lang):
                    wanted = ("alternate", pages[target].lang)
                elif target in pages and not pages[target].in_its_language():
                    wanted = (None, None)
                else:
                    wanted = declared
                if declared != wanted:
                    problems.append("%s: language switcher says rel=%s hreflang=%s, expected rel=%s hreflang=%s"
                                    % ((source,) + declared + wanted))

    if not has_base:
        problems.append("no sitemap.xml: build the site with --base-url to check it")
        sitemap = ET.fromstring('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>')
    else:
        sitemap = ET.parse(os.path.join(root, "sitemap.xml")).getroot()
    namespace = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
    listed = set()
    for url in sitemap.findall("s:url", namespace):
        counts["sitemap urls"] += 1
        links = [(link.get("hreflang"), link.get("href")) for link in url.findall("x:link", namespace)]
        locations = [url.find("s:loc", namespace).text] + [href for _, href in links]
        files_of = {}
        for location in locations:
            if not location.startswith(base):
                problems.append("sitemap: %s is not under %s" % (location, base))
                continue
            path = location[len(base):]
            file = (path + "index.html") if (path == "" or path.endswith("/")) else path
            files_of[location] = file
            if file not in pages:
                problems.append("sitemap: %s has no page" % location)
        page_file = locations[0][len(base):] + "index.html"
        listed.add(page_file)
        # The alternates the sitemap gives a page are the ones its head lists.
        sitemap_alternates = {hreflang: files_of.get(href) for hreflang, href in links}
        if page_file in alternate_files and sitemap_alternates != alternate_files[page_file]:
            problems.append("sitemap: %s has alternates %s, its page %s"
                            % (locations[0], sorted(sitemap_alternates.items()), sorted(alternate_files[page_file].items())))
    for page in pages:
        indexed = pages[page].in_its_language() and not ("/" + page).startswith(("/en/search/", "/zh/search/"))
        if indexed and page not in listed:
            problems.append("sitemap: page %s is not listed" % page)
        if not indexed and page in listed:
            problems.append("sitemap: page %s is listed, but is no page to index" % page)
        # A copy of an untranslated document names the English page canonical, and only such a copy does.
        if pages[page].in_its_language() != (pages[page].canonical is None):
            problems.append("%s: canonical link %r on a page %s its language"
                            % (page, pages[page].canonical, "in" if pages[page].in_its_language() else "not in"))
        elif pages[page].canonical is not None:
            canonical = check_reference(page, head_reference(page, pages[page].canonical, "canonical link"),
                                        "canonical link")
            switcher = check_reference(page, pages[page].switcher, "language switcher")
            if canonical != switcher:
                problems.append("%s: canonical link %r is not the English page %r"
                                % (page, pages[page].canonical, pages[page].switcher))

    # The sharded search index: every entry file the manifest names, every entry leads to a page and
    # anchor, the language ranges match the entries, and every posting is a real entry.
    with open(os.path.join(root, "search", "index.json"), encoding="utf-8") as file:
        manifest = json.load(file)
    entries = []
    for number in range((manifest["entryCount"] + manifest["entryShardSize"] - 1) // manifest["entryShardSize"]):
        with open(os.path.join(root, "search", "entries", "%d.json" % number), encoding="utf-8") as file:
            entries += json.load(file)
    if len(entries) != manifest["entryCount"]:
        problems.append("search: %d entries, the manifest says %d" % (len(entries), manifest["entryCount"]))
    for lang, (start, end) in manifest["languages"].items():
        if any(entry["l"] != lang for entry in entries[start:end]):
            problems.append("search: entries %d..%d are not all %s" % (start, end, lang))
    for entry in entries:
        counts["search entries"] += 1
        check_reference("index.html", entry["u"], "search entry")
    for number in range(manifest["tokenShards"]):
        with open(os.path.join(root, "search", "tokens", "%d.json" % number), encoding="utf-8") as file:
            for token, postings in json.load(file).items():
                # The first posting gives its entry's number, each next one its gap from the one before.
                gaps = postings[0::2]
                if any(gap <= 0 for gap in gaps[1:]):
                    problems.append("search: token %r has postings out of entry order" % token)
                if sum(gaps) >= len(entries):
                    problems.append("search: token %r points past the entries" % token)

    for key, value in counts.items():
        print("%s: %d" % (key, value))
    for problem in problems[:200]:
        print("FAIL " + problem)
    checks = counts["internal links"] + counts["alternates"] + counts["sitemap urls"] + counts["search entries"]
    print("%d passed, %d failed" % (checks - len(problems), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
