/// One content page rendered whole; in a language the page was not translated into, the original.
public struct DocumentPage: Sendable {
    public var title: String
    /// The anchor of the section whose heading repeats the title (the h1 carries it instead).
    public var titleAnchor: String?
    public var contentLang: String
    public var edition: String
    public var source: String
    /// Where the document was published, percent-encoded as every address of the site is; nil for an
    /// unsafe one (`javascript:`).
    public var canonicalURL: String?
    /// Shown when the body is in another language than the page (no translation exists).
    public var untranslatedNotice: String?
    /// On a translation: the title and link of the English page it translates.
    public var translationOf: TranslationOf?
    /// The page's sections below its title, h2 and h3 as the page shows them, in order: the page's own
    /// table of contents, shown when it has two entries or more.
    public var contents: [ContentsEntry] = []
    public var body: HTMLBytes

    public struct TranslationOf: Sendable {
        public var title: String
        public var href: String
        public var edition: String
    }

    /// A section of the page's table of contents: its heading's text, the anchor its heading carries on
    /// the page, and the heading's level there (2 or 3).
    public struct ContentsEntry: Sendable, Equatable {
        public var title: String
        public var anchor: String
        public var level: Int
    }

    /// Whether the page shows its table of contents: a single heading needs no list of headings.
    var showsContents: Bool { contents.count >= 2 }
}

extension DocumentPage: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = [
            "title": title, "contentLang": contentLang, "edition": edition, "source": source,
            "body": SplicedHTML(body),
        ]
        box.setIfPresent("titleAnchor", titleAnchor)
        box.setIfPresent("canonicalURL", canonicalURL)
        box.setIfPresent("untranslatedNotice", untranslatedNotice)
        // The edition is the document's: on a page of another language, in the document's.
        if untranslatedNotice != nil { box["editionLang"] = contentLang }
        box.setIfPresent("translationOf", translationOf?.mustacheBox)
        if showsContents {
            box["hasContents"] = true
            box["contentsHTML"] = DocumentPage.ContentsEntry.listItemsHTML(contents)
        }
        return box
    }
}

extension DocumentPage.TranslationOf: MustacheBoxable {
    var mustacheBox: [String: Any] { ["title": title, "href": href, "edition": edition] }
}

extension DocumentPage.ContentsEntry {
    /// The entries as the items of the table of contents' list, one a line: `<li><a href="#anchor">title</a>`,
    /// each h3 in a list of its own inside the item of the h2 before it (at the top when no h2 is before
    /// it). Texts are escaped as the templates escape them.
    static func listItemsHTML(_ entries: [Self]) -> SplicedHTML {
        var html = HTMLBytes(reservingCapacity: entries.count * 100)
        // Whether an item of the top list is open, whether it is an h2's, and whether its nested list is.
        var (itemOpen, itemIsH2, nestedOpen) = (false, false, false)
        for entry in entries {
            if entry.level > 2 && itemIsH2 {
                html += nestedOpen ? "</li>\n" : "\n<ul>\n"
                nestedOpen = true
            } else {
                if nestedOpen {
                    html += "</li>\n</ul></li>\n"
                } else if itemOpen {
                    html += "</li>\n"
                }
                (itemOpen, itemIsH2, nestedOpen) = (true, entry.level <= 2, false)
            }
            html += "<li><a href=\"#"
            html.appendTemplateEscaped(entry.anchor)
            html += "\">"
            html.appendTemplateEscaped(entry.title)
            html += "</a>"
        }
        if nestedOpen {
            html += "</li>\n</ul></li>\n"
        } else if itemOpen {
            html += "</li>\n"
        }
        return SplicedHTML(html)
    }
}
