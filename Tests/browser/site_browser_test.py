#!/usr/bin/env python3
"""Drives a real headless Chromium over a built higdoc site.

Usage: site_browser_test.py SITE_DIR ARTIFACTS_DIR

Opens a zh bar page, follows the language switcher to the en counterpart, searches for 标签栏 and for
"tab bar" and follows a result to its anchor, opens the toolbar's parallel view and finds the AirPlay
row marked missing in Chinese; also a phone-sized and a dark-mode view. Screenshots go to
ARTIFACTS_DIR. Prints 'N passed, M failed' and exits non-zero on any failure.
"""
import functools
import http.server
import os
import sys
import threading
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, CDPError  # noqa: E402


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(directory):
    handler = functools.partial(QuietHandler, directory=directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]


def search(browser, query):
    """Types a query into the header search box like a person and returns the results shown."""
    browser.evaluate("(() => { const i = document.getElementById('search-input'); i.value = ''; i.focus(); "
                     "document.getElementById('search-panel').hidden = true; })()")
    browser.send("Input.insertText", {"text": query})
    browser.wait_for("!document.getElementById('search-panel').hidden && "
                     "document.getElementById('search-panel').textContent.length > 0", what="search results for " + query)
    return browser.evaluate("""Array.from(document.querySelectorAll('#search-panel li a')).map(a => ({
        href: a.href, title: a.querySelector('.result-title').textContent, lang: a.lang,
        text: a.textContent}))""")


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    site, artifacts = sys.argv[1], sys.argv[2]
    os.makedirs(artifacts, exist_ok=True)
    server, base = serve(site)
    results = []

    def check(name, condition, detail=""):
        results.append((name, bool(condition)))
        print(("ok   " if condition else "FAIL ") + name + ("" if condition else ": " + str(detail)))

    browser = Browser()
    try:
        browser.open_tab()
        shot = lambda name, **kw: browser.screenshot(os.path.join(artifacts, name), **kw)

        # 1. A zh bar page.
        browser.navigate(base + "zh/bars/tab-bar/")
        lang = browser.evaluate("document.documentElement.lang")
        h1 = browser.evaluate("document.querySelector('h1').textContent")
        check("zh bar page has lang zh-Hans", lang == "zh-Hans", lang)
        check("zh bar page is about 标签栏", "标签栏" in h1, h1)
        check("zh bar page shows guidance", browser.evaluate("document.querySelectorAll('.prose p.rule').length") > 0)
        check("no broken <img> on the page", browser.evaluate("document.querySelectorAll('img').length") == 0)
        shot("01-zh-tab-bar.png")

        # 2. The language switcher leads to the en counterpart, not the home page.
        browser.evaluate("document.querySelector('a.language-switch').click()")
        browser.wait_for("location.pathname === '/en/bars/tab-bar/' && document.readyState === 'complete'",
                         what="the en counterpart page")
        check("switcher leads to /en/bars/tab-bar/", browser.evaluate("location.pathname") == "/en/bars/tab-bar/")
        check("en page has lang en", browser.evaluate("document.documentElement.lang") == "en")
        check("en page is about the Tab Bar", "Tab Bar" in browser.evaluate("document.querySelector('h1').textContent"))
        check("en page switches back to zh",
              browser.evaluate("new URL(document.querySelector('a.language-switch').href).pathname") == "/zh/bars/tab-bar/")
        shot("02-en-tab-bar.png")
        # The switch keeps the reader's place: both languages' pages have the same section ids.
        browser.navigate(base + "zh/bars/toolbar/#bars.bar-buttons")
        browser.evaluate("document.querySelector('a.language-switch').click()")
        browser.wait_for("location.pathname === '/en/bars/toolbar/' && document.readyState === 'complete'",
                         what="the en toolbar page")
        check("the language switch keeps the section the reader was at",
              browser.evaluate("location.hash") == "#bars.bar-buttons", browser.evaluate("location.href"))
        # The QA page's findings can be shown by severity: unticking notes leaves the errors and warnings.
        browser.navigate(base + "en/qa/")
        shown = browser.evaluate("""(() => {
            const boxes = Array.from(document.querySelectorAll('.severity-filter input'));
            const labels = Array.from(document.querySelectorAll('.severity-filter label')).map(l => l.textContent.trim());
            const visible = () => Array.from(document.querySelectorAll('table.findings tbody tr'))
                .filter(r => r.offsetParent !== null).map(r => r.className);
            const before = visible().length;
            boxes[boxes.length - 1].click();
            const after = visible();
            return {labels: labels, before: before, notes: after.filter(c => c === 'severity-note').length,
                    others: after.length};
        })()""")
        check("the QA page filters its findings by severity",
              len(shown["labels"]) == 3 and shown["notes"] == 0 and 0 < shown["others"] < shown["before"], shown)

        # 3. Search in Chinese and in English, from the header of any page.
        found = search(browser, "标签栏")
        check("search 标签栏 finds results", len(found) > 0, found)
        check("search 标签栏 finds Chinese guidance", any(r["lang"] == "zh-Hans" and "标签栏" in r["text"] for r in found), found)
        # The best match is guidance whose title has the query (a wrong reading of the token files
        # still finds entries, but others).
        check("search 标签栏 ranks a Chinese title with it first",
              bool(found) and found[0]["lang"] == "zh-Hans" and "标签栏" in found[0]["title"], found[:1])
        check("search results link to anchors", all("#" in r["href"] for r in found), found)
        shot("03-search-zh.png")
        found = search(browser, "tab bar")
        check("search 'tab bar' finds results", len(found) > 0, found)
        check("search 'tab bar' finds English guidance",
              any(r["lang"] == "en" and "tab bar" in r["text"].lower() for r in found), found)
        check("search 'tab bar' ranks an English title with it first",
              found[0]["lang"] == "en" and "tab bar" in found[0]["title"].lower(), found[:1])
        shot("04-search-en.png")
        target = found[0]["href"]
        browser.evaluate("document.querySelector('#search-panel li a').click()")
        browser.wait_for("location.href === %r && document.readyState === 'complete'" % target, what="the first result")
        anchor = browser.evaluate("(() => { const id = decodeURIComponent(location.hash.slice(1)); "
                                  "const el = document.getElementById(id); return el ? el.tagName : null; })()")
        check("the first result opens its anchor", anchor is not None, target)
        shot("05-search-result-target.png")

        # The search page (the form's target) finds the same, for a query in the URL.
        browser.navigate(base + "en/search/?q=%E6%A0%87%E7%AD%BE%E6%A0%8F")
        browser.wait_for("document.body.getAttribute('data-search-state') === 'ready'", what="search page results")
        count = browser.evaluate("document.querySelectorAll('#search-results li').length")
        check("search page lists results for 标签栏", count > 0, count)
        switch = browser.evaluate("document.querySelector('a.language-switch').getAttribute('href')")
        check("the search page's language switch keeps the query", switch == "../../zh/search/?q=%E6%A0%87%E7%AD%BE%E6%A0%8F", switch)

        # 4. The toolbar's parallel view: the AirPlay row is marked missing in zh.
        browser.navigate(base + "en/parallel/toolbar/")
        row = browser.evaluate("""(() => {
            const row = Array.from(document.querySelectorAll('tr[data-status]'))
                .find(r => r.querySelector('.side-en') && r.querySelector('.side-en').textContent.includes('AirPlay'));
            if (!row) return null;
            row.scrollIntoView({block: 'center'});
            const cells = row.querySelectorAll('td');
            return {status: row.dataset.status, gap: cells[1].classList.contains('gap'), zh: cells[1].textContent.trim(),
                    visible: getComputedStyle(cells[1]).borderStyle};
        })()""")
        check("toolbar parallel view has an AirPlay row", row is not None)
        check("AirPlay row is marked missing", row and row["status"] == "missing", row)
        check("AirPlay row shows a visible gap on the zh side", row and row["gap"] and row["zh"] == "Missing in Chinese", row)
        aligned = browser.evaluate("document.querySelectorAll('tr[data-status=aligned]').length")
        check("toolbar parallel view aligns rules in rows", aligned > 0, aligned)
        shot("06-parallel-toolbar-airplay.png")
        browser.navigate(base + "zh/parallel/toolbar/")
        zh_gap = browser.evaluate("""(() => { const row = document.getElementById('pair-en.bars.bar-button-item.airplay');
            return row ? row.querySelector('td.gap').textContent.trim() : null; })()""")
        check("zh parallel view marks AirPlay 中文缺失", zh_gap == "中文缺失", zh_gap)

        # 5. A document page's contents: beside the text on a wide screen and in view while it scrolls;
        # above it on a phone, only the sections unless one section holds them all.
        browser.send("Emulation.setDeviceMetricsOverride", {"width": 1300, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        browser.navigate(base + "en/docs/bars/")
        layout = browser.evaluate("""(() => {
            const nav = document.querySelector('.page-contents').getBoundingClientRect();
            const prose = document.querySelector('.prose').getBoundingClientRect();
            return {navLeft: nav.left, proseRight: prose.right, entries: document.querySelectorAll('.page-contents a').length};
        })()""")
        check("contents sit beside the text on a wide screen", layout["navLeft"] >= layout["proseRight"], layout)
        check("contents list the chapter's 20 headings", layout["entries"] == 20, layout)
        browser.evaluate("window.scrollTo(0, 4000)")
        top = browser.evaluate("document.querySelector('.page-contents').getBoundingClientRect().top")
        check("contents stay in view as the page scrolls", 0 <= top < 900, top)
        browser.evaluate("document.querySelector('.page-contents a[href=\"#bars.toolbar\"]').click()")
        browser.wait_for("location.hash === '#bars.toolbar'", what="the Toolbar entry's anchor")
        heading = browser.evaluate("document.getElementById('bars.toolbar').getBoundingClientRect().top")
        check("a contents entry opens its heading below the header", 50 < heading < 300, heading)
        shot("07-en-document-contents.png")
        browser.send("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        browser.navigate(base + "en/docs/bars/")
        phone = browser.evaluate("""(() => {
            const nav = document.querySelector('.page-contents');
            const shown = Array.from(nav.querySelectorAll('a')).filter(a => a.offsetParent !== null).length;
            return {shown: shown, above: nav.getBoundingClientRect().bottom <= document.querySelector('.prose').getBoundingClientRect().top};
        })()""")
        check("on a phone the contents come first and list only the 8 sections", phone["above"] and phone["shown"] == 8, phone)
        browser.navigate(base + "en/docs/iphone-2010-bars/")
        shown = browser.evaluate("Array.from(document.querySelectorAll('.page-contents a')).filter(a => a.offsetParent !== null).length")
        check("on a phone one section's subsections are listed", shown == 5, shown)

        # 6. Phone and dark mode.
        browser.send("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        browser.navigate(base + "zh/bars/status-bar/")
        overflow = browser.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
        check("zh bar page fits a phone screen (no horizontal scroll)", overflow)
        shot("08-phone-zh-status-bar.png")
        browser.navigate(base + "zh/parallel/toolbar/")
        shot("09-phone-zh-parallel.png")
        # The item catalog and the QA findings become a card a row: nothing to scroll sideways, and the
        # meaning or message as wide as the screen allows.
        for path, table, wide_cell in (("zh/items/", ".item-catalog", "td:nth-child(4)"),
                                       ("zh/qa/", ".findings", "td:nth-child(4)")):
            browser.navigate(base + path)
            fit = browser.evaluate("""(() => {
                const table = document.querySelector(%r);
                const scroller = table.closest('.table-scroll');
                const cell = table.querySelector('tbody tr ' + %r);
                return {page: document.documentElement.scrollWidth <= window.innerWidth + 1,
                        table: scroller.scrollWidth <= scroller.clientWidth + 1,
                        cell: Math.round(cell.getBoundingClientRect().width), screen: window.innerWidth};
            })()""" % (table, wide_cell))
            check("on a phone %s%s fits without sideways scrolling, its text %s wide" % (path, table, fit["cell"]),
                  fit["page"] and fit["table"] and fit["cell"] >= fit["screen"] - 40, fit)
        shot("09b-phone-zh-qa.png")
        # A section reached by its anchor shows below the header, which wraps to three rows on a phone; the
        # button table's missing images are icons, not file names a few letters a line.
        browser.navigate(base + "zh/bars/toolbar/#bars.bar-buttons")
        place = browser.evaluate("""(() => {
            const target = document.getElementById('bars.bar-buttons');
            const header = document.querySelector('.site-header');
            const caption = document.querySelector('td .image-placeholder-caption');
            return {top: Math.round(target.getBoundingClientRect().top),
                    header: Math.round(header.getBoundingClientRect().bottom),
                    caption: caption ? getComputedStyle(caption).display : 'none'};
        })()""")
        check("on a phone an anchor's section shows below the header", place["top"] >= place["header"], place)
        check("on a phone a table's missing image shows as its icon", place["caption"] == "none", place)
        browser.send("Emulation.clearDeviceMetricsOverride")
        browser.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        browser.navigate(base + "en/bars/toolbar/")
        background = browser.evaluate("getComputedStyle(document.body).backgroundColor")
        check("dark mode darkens the page", background == "rgb(22, 22, 23)", background)
        shot("10-dark-en-toolbar.png")
        browser.navigate(base + "en/")
        shot("11-dark-en-home.png")
    except CDPError as error:
        traceback.print_exc()
        check("browser session", False, error)
    finally:
        browser.close()
        server.shutdown()

    passed = sum(1 for _, ok in results if ok)
    failed = len(results) - passed
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
