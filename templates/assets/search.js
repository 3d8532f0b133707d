// higdoc site search: no server, both languages. The index (search-index.json) maps tokens to
// entries; Latin text gives words, CJK text gives characters and bigrams, exactly as the Swift
// SearchTokenizer does, so Chinese queries like 标签栏 match without word segmentation.
(function () {
  "use strict";
  var body = document.body;
  var indexURL = body.getAttribute("data-search-index");
  var searchPage = body.getAttribute("data-search-page");
  var pageLang = body.getAttribute("data-lang") || "en";
  var rootURL = new URL(indexURL, document.baseURI).href.replace(/search-index\.json$/, "");
  var CJK = /[\u2E80-\u2FDF\u3040-\u30FF\u3100-\u312F\u31A0-\u31BF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\u{20000}-\u{2FA1F}]/u;
  var WORD = /[\p{L}\p{N}]/u;
  var loading = null;

  function load() {
    if (!loading) {
      loading = fetch(indexURL).then(function (response) {
        if (!response.ok) throw new Error("search index: HTTP " + response.status);
        return response.json();
      });
    }
    return loading;
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
  function postings(index, token, allowPrefix) {
    var found = new Map();
    function add(list) {
      for (var i = 0; i + 1 < list.length; i += 2) found.set(list[i], Math.max(found.get(list[i]) || 0, list[i + 1]));
    }
    if (index.tokens[token.key]) add(index.tokens[token.key]);
    if (allowPrefix && token.prefix && token.key.length >= 2) {
      for (var key in index.tokens) {
        if (key.length > token.key.length && key.startsWith(token.key)) add(index.tokens[key]);
      }
    }
    return found;
  }

  function search(index, query) {
    var tokens = queryTokens(query);
    if (!tokens.length) return [];
    var scores = null;
    tokens.forEach(function (token, position) {
      var found = postings(index, token, position === tokens.length - 1);
      var next = new Map();
      found.forEach(function (weight, entry) {
        if (scores === null) next.set(entry, weight);
        else if (scores.has(entry)) next.set(entry, scores.get(entry) + weight);
      });
      scores = next;
    });
    var results = [];
    scores.forEach(function (score, entry) {
      results.push({ entry: index.entries[entry], position: entry, score: score });
    });
    results.sort(function (a, b) {
      if (b.score !== a.score) return b.score - a.score;
      var aHome = a.entry.l === pageLang ? 0 : 1;
      var bHome = b.entry.l === pageLang ? 0 : 1;
      if (aHome !== bHome) return aHome - bHome;
      return a.position - b.position;
    });
    return results;
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
    if (list !== container) container.appendChild(list);
    if (results.length > limit && list !== container) {
      var more = document.createElement("a");
      more.className = "search-more";
      more.href = searchPage + "?q=" + encodeURIComponent(query);
      more.textContent = text.more + " (" + results.length + ")";
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
        load().then(function (index) {
          if (input.value.trim() !== query) return;
          render(panel, search(index, query), query, 8);
          panel.hidden = false;
          body.setAttribute("data-search-state", "ready");
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

  var results = document.getElementById("search-results");
  if (results) {
    var query = new URLSearchParams(location.search).get("q") || "";
    if (input) input.value = query;
    if (query.trim()) {
      load().then(function (index) {
        var found = search(index, query.trim());
        render(results, found, query.trim(), 100);
        var status = document.getElementById("search-status");
        var text = TEXT[pageLang] || TEXT.en;
        if (status) status.textContent = found.length + text.count + query.trim();
        body.setAttribute("data-search-state", "ready");
      });
    }
  }
})();
