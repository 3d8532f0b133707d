// higdoc site search: no server, both languages. The index maps tokens to entries; Latin text gives
// words, CJK text gives characters and bigrams, exactly as the Swift SearchTokenizer does, so Chinese
// queries like 标签栏 match without word segmentation. The index is sharded (SearchIndexShards):
// search/index.json is a small manifest; a query fetches only the token files its tokens hash to
// (by their first two characters, so a prefix finds its completions in one file) and the entry
// files of the results it shows.
(function () {
  "use strict";
  var body = document.body;
  var indexURL = body.getAttribute("data-search-index");
  var searchPage = body.getAttribute("data-search-page");
  var pageLang = body.getAttribute("data-lang") || "en";
  var rootURL = new URL(indexURL, document.baseURI).href.replace(/search\/index\.json$/, "");
  var CJK = /[\u2E80-\u2FDF\u3040-\u30FF\u3100-\u312F\u31A0-\u31BF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\u{20000}-\u{2FA1F}]/u;
  var WORD = /[\p{L}\p{N}]/u;
  var loading = null;
  var shards = new Map();

  function fetchJSON(url) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error("search index: HTTP " + response.status + " for " + url);
      return response.json();
    });
  }

  // The index format this script reads (SearchIndexShards.version): a site built by another higdoc
  // fails with a message instead of finding wrong entries.
  var VERSION = 3;

  function load() {
    if (!loading) {
      loading = fetchJSON(indexURL).then(function (manifest) {
        if (manifest.version !== VERSION) {
          throw new Error("search index: version " + manifest.version + ", this search.js reads version " + VERSION);
        }
        return manifest;
      });
    }
    return loading;
  }

  function shard(path) {
    if (!shards.has(path)) shards.set(path, fetchJSON(rootURL + path));
    return shards.get(path);
  }

  // 32-bit FNV-1a over the UTF-8 bytes of the first two characters, like SearchIndexShards.shard.
  function shardOf(key, count) {
    var hash = 0x811c9dc5;
    var bytes = new TextEncoder().encode(Array.from(key).slice(0, 2).join(""));
    for (var i = 0; i < bytes.length; i++) {
      hash ^= bytes[i];
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash % Math.max(1, count);
  }

  function languageOf(manifest, entry) {
    for (var lang in manifest.languages) {
      var range = manifest.languages[lang];
      if (entry >= range[0] && entry < range[1]) return lang;
    }
    return "en";
  }

  function stem(word) {
    return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  }

  // Runs of word characters and of CJK characters, like SearchTokenizer.runs.
  function runs(text) {
    var out = [];
    var current = "";
    var currentCJK = false;
    function flush() {
      if (current) out.push({ cjk: currentCJK, text: current });
      current = "";
    }
    for (var ch of text.normalize("NFKC").toLowerCase()) {
      if (CJK.test(ch)) {
        if (!currentCJK) flush();
        currentCJK = true;
        current += ch;
      } else if (WORD.test(ch)) {
        if (currentCJK) flush();
        currentCJK = false;
        current += ch;
      } else {
        flush();
      }
    }
    flush();
    return out;
  }

  function queryTokens(text) {
    var tokens = [];
    runs(text).forEach(function (run) {
      if (!run.cjk) {
        tokens.push({ key: stem(run.text), prefix: true });
        return;
      }
      var chars = Array.from(run.text);
      if (chars.length === 1) tokens.push({ key: chars[0], prefix: false });
      for (var i = 0; i + 1 < chars.length; i++) tokens.push({ key: chars[i] + chars[i + 1], prefix: false });
    });
    return tokens;
  }

  // Entry index -> weight for one token; the last Latin word also matches as a prefix.
  function postings(tokens, token, allowPrefix) {
    var found = new Map();
    // A token's postings: the first entry's number, then each next entry's distance from the one before.
    function add(list) {
      for (var i = 0, entry = 0; i + 1 < list.length; i += 2) {
        entry += list[i];
        found.set(entry, Math.max(found.get(entry) || 0, list[i + 1]));
      }
    }
    if (Object.prototype.hasOwnProperty.call(tokens, token.key)) add(tokens[token.key]);
    if (allowPrefix && token.prefix && token.key.length >= 2) {
      for (var key in tokens) {
        if (key.length > token.key.length && key.startsWith(token.key)) add(tokens[key]);
      }
    }
    return found;
  }

  // The ranked results of a query, each with its entry number; entries are fetched by `entries`.
  function search(manifest, query) {
    var tokens = queryTokens(query);
    if (!tokens.length) return Promise.resolve([]);
    var files = tokens.map(function (token) {
      return shard("search/tokens/" + shardOf(token.key, manifest.tokenShards) + ".json");
    });
    return Promise.all(files).then(function (loaded) {
      var scores = null;
      tokens.forEach(function (token, position) {
        var found = postings(loaded[position], token, position === tokens.length - 1);
        var next = new Map();
        found.forEach(function (weight, entry) {
          if (scores === null) next.set(entry, weight);
          else if (scores.has(entry)) next.set(entry, scores.get(entry) + weight);
        });
        scores = next;
      });
      var results = [];
      scores.forEach(function (score, entry) {
        results.push({ lang: languageOf(manifest, entry), position: entry, score: score });
      });
      results.sort(function (a, b) {
        if (b.score !== a.score) return b.score - a.score;
        var aHome = a.lang === pageLang ? 0 : 1;
        var bHome = b.lang === pageLang ? 0 : 1;
        if (aHome !== bHome) return aHome - bHome;
        return a.position - b.position;
      });
      return results;
    });
  }

  // The first `limit` results with their entries, fetched from the entry files they are in.
  function entries(manifest, results, limit) {
    var shown = results.slice(0, limit);
    return Promise.all(shown.map(function (result) {
      return shard("search/entries/" + Math.floor(result.position / manifest.entryShardSize) + ".json");
    })).then(function (files) {
      shown.forEach(function (result, i) { result.entry = files[i][result.position % manifest.entryShardSize]; });
      return shown;
    });
  }

  var KIND = {
    en: { rule: "Guideline", item: "System item", section: "Section", note: "Note" },
    zh: { rule: "指南", item: "系统项目", section: "章节", note: "备注" }
  };
  var TEXT = {
    en: { none: "No results for", more: "Show all results", count: " results for " },
    zh: { none: "没有找到结果：", more: "显示全部结果", count: " 条结果：" }
  };

  function resultItem(result) {
    var entry = result.entry;
    var li = document.createElement("li");
    var a = document.createElement("a");
    a.href = rootURL + entry.u;
    a.lang = entry.l === "zh" ? "zh-Hans" : "en";
    var meta = document.createElement("span");
    meta.className = "result-meta";
    var badge = document.createElement("span");
    badge.className = "result-lang";
    badge.textContent = entry.l === "zh" ? "中文" : "EN";
    meta.appendChild(badge);
    var kinds = KIND[entry.l] || KIND.en;
    meta.appendChild(document.createTextNode((kinds[entry.k] || entry.k) + (entry.b ? " · " + entry.b : "")));
    var title = document.createElement("span");
    title.className = "result-title";
    title.textContent = entry.t;
    a.appendChild(meta);
    a.appendChild(title);
    if (entry.s) {
      var snippet = document.createElement("span");
      snippet.className = "result-snippet";
      snippet.textContent = entry.s;
      a.appendChild(snippet);
    }
    li.appendChild(a);
    return li;
  }

  function render(container, results, query, limit) {
    var text = TEXT[pageLang] || TEXT.en;
    container.textContent = "";
    if (!results.length) {
      var none = document.createElement("p");
      none.className = "search-empty";
      none.textContent = text.none + " " + query;
      container.appendChild(none);
      return;
    }
    var list = container.tagName === "OL" ? container : document.createElement("ol");
    results.slice(0, limit).forEach(function (result) { list.appendChild(resultItem(result)); });
    var total = results.total || results.length;
    if (list !== container) container.appendChild(list);
    if (total > limit && list !== container) {
      var more = document.createElement("a");
      more.className = "search-more";
      more.href = searchPage + "?q=" + encodeURIComponent(query);
      more.textContent = text.more + " (" + total + ")";
      container.appendChild(more);
    }
  }

  var input = document.getElementById("search-input");
  var panel = document.getElementById("search-panel");
  var timer = 0;
  if (input && panel) {
    input.addEventListener("input", function () {
      clearTimeout(timer);
      var query = input.value.trim();
      if (!query) {
        panel.hidden = true;
        return;
      }
      timer = setTimeout(function () {
        load().then(function (manifest) {
          return search(manifest, query).then(function (found) {
            return entries(manifest, found, 8).then(function (shown) {
              if (input.value.trim() !== query) return;
              shown.total = found.length;
              render(panel, shown, query, 8);
              panel.hidden = false;
              body.setAttribute("data-search-state", "ready");
            });
          });
        });
      }, 60);
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") {
        panel.hidden = true;
        input.blur();
      } else if (event.key === "ArrowDown") {
        var first = panel.querySelector("a");
        if (first) {
          event.preventDefault();
          first.focus();
        }
      }
    });
    document.addEventListener("click", function (event) {
      if (!panel.contains(event.target) && event.target !== input) panel.hidden = true;
    });
  }

  // The QA page's findings can be shown by severity: a box for each severity the page's rows have,
  // labelled with the name its rows show, and how many rows it has.
  var findings = document.querySelector("table.findings tbody tr[class^='severity-']");
  if (findings) {
    var table = findings.closest("table");
    var counts = new Map();
    var names = new Map();
    table.querySelectorAll("tbody tr[class^='severity-']").forEach(function (row) {
      var severity = row.className.replace(/^severity-/, "");
      counts.set(severity, (counts.get(severity) || 0) + 1);
      if (!names.has(severity)) {
        var shown = row.querySelector(".severity");
        names.set(severity, shown ? shown.textContent : severity);
      }
    });
    var filter = document.createElement("fieldset");
    filter.className = "severity-filter";
    ["error", "warning", "note"].forEach(function (severity) {
      if (!counts.has(severity)) return;
      var label = document.createElement("label");
      var box = document.createElement("input");
      box.type = "checkbox";
      box.checked = true;
      box.addEventListener("change", function () {
        table.classList.toggle("hide-" + severity, !box.checked);
      });
      label.appendChild(box);
      label.appendChild(document.createTextNode(" " + names.get(severity) + " (" + counts.get(severity) + ")"));
      filter.appendChild(label);
    });
    table.closest(".table-scroll").before(filter);
  }

  // The other language's page has the same section ids: switching keeps the reader where they were.
  var languageSwitch = document.querySelector("a.language-switch");
  if (languageSwitch) {
    languageSwitch.addEventListener("click", function () {
      var href = languageSwitch.getAttribute("href");
      if (location.hash && href.indexOf("?") < 0) {
        languageSwitch.setAttribute("href", href.split("#")[0] + location.hash);
      }
    });
  }

  var results = document.getElementById("search-results");
  if (results) {
    var query = new URLSearchParams(location.search).get("q") || "";
    if (input) input.value = query;
    // The other language's search page searches for the same words.
    var switcher = document.querySelector("a.language-switch");
    if (switcher && query) {
      switcher.setAttribute("href", switcher.getAttribute("href").split("?")[0] + "?q=" + encodeURIComponent(query));
    }
    if (query.trim()) {
      load().then(function (manifest) {
        return search(manifest, query.trim()).then(function (found) {
          return entries(manifest, found, 100).then(function (shown) {
            shown.total = found.length;
            render(results, shown, query.trim(), 100);
            var status = document.getElementById("search-status");
            var text = TEXT[pageLang] || TEXT.en;
            if (status) status.textContent = found.length + text.count + query.trim();
            body.setAttribute("data-search-state", "ready");
          });
        });
      });
    }
  }
})();
