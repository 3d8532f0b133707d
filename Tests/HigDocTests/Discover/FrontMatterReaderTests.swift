import Testing

@testable import HigDoc

/// The front matter's optional keys as a page writes them.
@Suite("front matter")
struct FrontMatterReaderTests {
    static func page(_ extra: String) -> String {
        "---\nid: bars\ntitle: 栏\nlang: zh\nedition: iOS 8\nsource: test\n\(extra)---\n\n## 状态栏\n\n正文。\n"
    }

    @Test("A canonical URL written without a value, or as an empty text, is no canonical URL")
    func emptyCanonicalURL() throws {
        for extra in ["canonicalURL:\n", "canonicalURL: \"\"\n", "canonicalURL: ''\n", ""] {
            let split = try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: Self.page(extra)))
            #expect(split.frontMatter.canonicalURL == nil, "\(extra)")
        }
        let given = try FrontMatterReader.split(
            SourceFile(path: "zh/bars.md", text: Self.page("translates: bars\ncanonicalURL: https://example.com/a\n")))
        #expect(given.frontMatter.canonicalURL == "https://example.com/a")
        #expect(given.frontMatter.translates == "bars")
        #expect(given.keyLines["canonicalURL"] == 8)
    }

    @Test("A key given twice is an error at the line that gives it again, which names the first")
    func duplicateKey() {
        func failure(_ text: String) -> (line: Int?, message: String)? {
            do {
                _ = try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: text))
                return nil
            } catch let error as InputError {
                return (error.line, error.message)
            } catch {
                return (nil, "\(error)")
            }
        }
        let once = "malformed front matter: 'edition' is given more than once (first on line 5)"
        // As written, quoted, after a comment and a blank line, with CRLF or CR line ends.
        for (extra, line) in [
            ("edition: iOS 9\n", 7), ("\"edition\" : iOS 9\n", 7), ("# again\n\nedition: iOS 9\n", 9),
            ("edition:\n", 7), ("editions: x\nedition: iOS 9\n", 8),
        ] {
            #expect(failure(Self.page(extra))?.line == line, "\(extra)")
            #expect(failure(Self.page(extra))?.message == once, "\(extra)")
        }
        for ending in ["\r\n", "\r"] {
            let page = Self.page("edition: iOS 9\n").replacingOccurrences(of: "\n", with: ending)
            #expect(failure(page)?.line == 7, "\(ending.unicodeScalars.map(\.value))")
            #expect(failure(page)?.message == once)
        }
        // A line of a quoted string or a bracketed collection that runs over lines is no key, however it
        // starts or is indented.
        for (extra, line) in [
            ("note: \"a\nedition: b\"\nedition: iOS 9\n", 9), ("x: {a: 1,\nedition: 2}\nedition: iOS 9\n", 9),
            ("x: [a,\n b]\nedition: iOS 9\n", 9), ("note: 'a\n\nedition: b'\nedition: iOS 9\n", 10),
        ] {
            #expect(failure(Self.page(extra))?.line == line, "\(extra)")
            #expect(failure(Self.page(extra))?.message == once, "\(extra)")
        }
        // Two keys given twice: the first of them, by name, is placed.
        let both = failure(Self.page("title: 栏栏\nedition: iOS 9\n"))
        #expect(both?.line == 8)
        #expect(
            both?.message
                == "malformed front matter: 'edition', 'title' are given more than once ('edition' first on line 5)")
        // A key given again in a flow mapping is placed at its first occurrence, where the mapping is.
        let flow = failure("---\n{id: bars, title: 栏, id: x}\n---\n\n正文。\n")
        #expect(flow?.line == 2)
        #expect(flow?.message == "malformed front matter: 'id' is given more than once (first on line 2)")
    }

    private func error(_ extra: String) -> String? {
        do {
            _ = try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: Self.page(extra)))
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Once passed over in silence, or let through to the site and the terminal's report.
    @Test(
        "A key that is no name, a control character however written, an overlong or an empty id: errors at their lines")
    func keysValuesAndIDs() {
        #expect(
            error("[foo, bar]: baz\n")
                == "zh/bars.md:7: error: malformed front matter: a key must be a plain name, not a list or a map")
        #expect(
            error("{a: b}: baz\n")
                == "zh/bars.md:7: error: malformed front matter: a key must be a plain name, not a list or a map")
        let escaped = Self.page("").replacingOccurrences(of: "title: 栏", with: "title: \"栏\\e[31m\\u0000\"")
        #expect(
            throws: InputError(
                path: "zh/bars.md", line: 3, "'title' holds the control character U+001B; a front matter value is text")
        ) { try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: escaped)) }
        let folded = Self.page("").replacingOccurrences(of: "title: 栏", with: "title: \"栏\\t与\\n栏\"")
        #expect(throws: Never.self) { try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: folded)) }
        let long = Self.page("").replacingOccurrences(of: "id: bars", with: "id: " + String(repeating: "a", count: 129))
        #expect(
            throws: InputError(
                path: "zh/bars.md", line: 2,
                "id 'aaaaaaaaaaaaaaaaaaaa…' has 129 characters; an id names the page's directory on the site, and may have at most 128"
            )
        ) { try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: long)) }
        let longest = Self.page("").replacingOccurrences(
            of: "id: bars", with: "id: " + String(repeating: "a", count: 128))
        #expect(throws: Never.self) { try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: longest)) }
        let empty = Self.page("").replacingOccurrences(of: "id: bars", with: "id: \"\"")
        #expect(throws: InputError(path: "zh/bars.md", line: 2, "front matter key 'id' is empty")) {
            try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: empty))
        }
    }

    /// `title: "   "` gave a page a blank heading and title, where `title: ""` is refused.
    @Test("A required value of white space alone is empty")
    func whiteSpaceOnlyValues() {
        for (key, written, line) in [("title", "栏", 3), ("edition", "iOS 8", 5)] {
            for blank in ["\"   \"", "\"\u{00A0}\"", "\"\u{3000}\u{3000}\""] {
                let text = Self.page("").replacingOccurrences(of: "\(key): \(written)", with: "\(key): \(blank)")
                #expect(text != Self.page(""))
                #expect(
                    throws: InputError(
                        path: "zh/bars.md", line: line, "front matter key '\(key)' is empty (white space only)")
                ) { try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: text)) }
            }
        }
    }

    /// `---   ` was "missing YAML front matter (the file must start with '---')", which it does.
    @Test("A fence with spaces or tabs after it is a fence; four dashes are not")
    func fencesWithTrailingSpace() throws {
        for (open, close) in [("---   ", "---\t"), ("--- \t", "...  "), ("---", "--- ")] {
            let text = Self.page("").replacingOccurrences(of: "---\nid", with: "\(open)\nid")
                .replacingOccurrences(of: "source: test\n---", with: "source: test\n\(close)")
            let split = try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: text))
            #expect(split.frontMatter.id == "bars" && split.bodyStartLine == 8, "\(open)|\(close)")
        }
        let four = Self.page("").replacingOccurrences(of: "---\nid", with: "----\nid")
        #expect(
            throws: InputError(
                path: "zh/bars.md", line: 1, "missing YAML front matter (the file must start with '---')")
        ) { try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: four)) }
    }

    @Test("An unknown key is an error at its line, with the known key it most likely meant")
    func unknownKey() {
        #expect(
            error("translate: bars\n")
                == "zh/bars.md:7: error: unknown front matter key 'translate' (did you mean 'translates'?)")
        #expect(
            error("translates: bars\ncanonicalUrl: https://example.com\n")
                == "zh/bars.md:8: error: unknown front matter key 'canonicalUrl' (did you mean 'canonicalURL'?)")
        #expect(
            error("sourse: x\n") == "zh/bars.md:7: error: unknown front matter key 'sourse' (did you mean 'source'?)")
        #expect(
            error("author: someone\n")
                == "zh/bars.md:7: error: unknown front matter key 'author' (known keys: id, title, lang, edition, source, translates, canonicalURL)"
        )
        // A misspelt required key is reported as the misspelling, not as the key missing.
        let misspelt = Self.page("").replacingOccurrences(of: "title: 栏", with: "titel: 栏")
        #expect(
            throws: InputError(path: "zh/bars.md", line: 3, "unknown front matter key 'titel' (did you mean 'title'?)")
        ) { try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: misspelt)) }
        #expect(error("translates: bars\ncanonicalURL: https://example.com/a\n") == nil)
    }

    @Test("A canonical URL is an absolute web address: a script, a relative path or no host is an error at its line")
    func canonicalURLIsAWebAddress() {
        // What is wrong, after the scheme, in words; none when the scheme is not a web one.
        let noHost = ": it has no host"
        let space = ": it has white space before its path (in its host, port or user)"
        let brackets = ": its host between brackets is not an IP address"
        for (bad, reason) in [
            ("javascript:alert(1)", ""), ("JavaScript:x", ""), ("data:text/html,x", ""), ("ftp://example.com/a", ""),
            ("Bars.html", ""), ("//example.com/a", ""), ("mailto:a@b.c", ""), ("https:/example.com", ""),
            ("https://", noHost), ("https:///a", noHost), ("http://:80/", noHost), ("https://u@/", noHost),
            ("http://exa mple.com/", space), ("http://例\u{3000}子/", space), ("https://u p@h/", space),
            ("https://h:80 80/", space), ("https://[v1.]/", brackets),
            ("http://[::1", brackets), ("http://[zz]/", brackets), ("http://[v1]/", brackets),
            ("http://[::1]x/", ": its host is followed by more than a port"),
            ("https://a]b/", ": its host holds a bracket"),
            ("http://a:8x/", ": its port '8x' is not a number from 0 to 65535"),
            ("https://a:65536/", ": its port '65536' is not a number from 0 to 65535"),
            ("https://a:99999/", ": its port '99999' is not a number from 0 to 65535"),
            ("https://[::1]:123456/", ": its port '123456' is not a number from 0 to 65535"),
        ] {
            #expect(
                error("canonicalURL: '\(bad)'\n")
                    == "zh/bars.md:7: error: canonicalURL '\(bad)' must be an absolute http:// or https:// address\(reason)",
                "\(bad)")
        }
        for good in [
            "https://example.com", "HTTP://example.com/a b.html", "https://[::1]:8080/文档/?q#f", "hTTpS://例子.中国",
            "http://[v1.a:b]/", "http://[2001:db8::7]/", "http://u:p@[::ffff:1.2.3.4]:/", "http://a:/",
            "https://u@h:443", "https://a:65535/", "https://a:000080/", "https://u:p@h/",
        ] {
            #expect(error("canonicalURL: '\(good)'\n") == nil, "\(good)")
        }
    }

    @Test("Suggestions: a few edits from a known name, case ignored, a swap one edit")
    func suggestions() {
        let known = FrontMatterReader.knownKeys
        #expect(SpellingSuggestion.closest(to: "translate", among: known) == "translates")
        #expect(SpellingSuggestion.closest(to: "TRANSLATES", among: known) == "translates")
        #expect(SpellingSuggestion.closest(to: "titel", among: known) == "title")
        #expect(SpellingSuggestion.closest(to: "ids", among: known) == "id")
        #expect(SpellingSuggestion.closest(to: "language", among: known) == nil)
        #expect(SpellingSuggestion.closest(to: "author", among: known) == nil)
        // Of equally close names, the one that starts as the typed one does, else the first.
        #expect(SpellingSuggestion.closest(to: "zn", among: ["en", "zh"]) == "zh")
        #expect(SpellingSuggestion.closest(to: "en", among: ["zh", "em", "ep"]) == "em")
        #expect(SpellingSuggestion.closest(to: "xh", among: ["en", "zh", "eh"]) == "zh")
        #expect(SpellingSuggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(SpellingSuggestion.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(SpellingSuggestion.editDistance(Array(""), Array("abc")) == 3)
    }
}
