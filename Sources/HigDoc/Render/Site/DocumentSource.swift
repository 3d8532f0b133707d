import Foundation

/// The parsed documents the site's pages show, by document key.
///
/// A loaded corpus hands its parsed documents over as they are (`init(corpus:)`). `higdoc build` holds
/// no parsed corpus: it checks the content one document group at a time and keeps only each page's
/// graph (`SiteInput.checked(index:)`) and its blocks, as bytes in a temporary file
/// (`ParsedDocumentSpool`), which a page reads back (`init(index:textHashes:spool:capacity:)`). Without
/// a spool, or for a page it lacks, the page parses the document again from its file. The site builds
/// its pages in document order, so the pages that show one document are built close together and a
/// small cache of the documents read last serves them all. A file parsed again that changed since it
/// was checked is an input error: the site would no longer match its graph and its QA report.
public final class DocumentSource: @unchecked Sendable {
    /// The documents of a loaded corpus (empty when they are parsed again from their files).
    private let parsed: [String: Document]
    private let index: ContentIndex?
    /// Each page of `index` by document key, with the hash of its text when it was checked.
    private let pages: [String: (page: ContentIndex.Page, textHash: Int)]
    /// The blocks of the pages as they were checked, read back instead of parsing the files again.
    private let spool: ParsedDocumentSpool?
    /// How many parsed documents the cache keeps.
    public let capacity: Int
    /// The keys of the documents whose inline raw HTML opens a script-like element
    /// (`ScriptContentFilter`), when known (nil: any document may).
    private let scriptElementDocuments: Set<String>?
    /// Guards the fields below; signalled when a document being parsed is ready.
    private let condition = NSCondition()
    /// The documents read last, the one used longest ago dropped to make room.
    private var recent: RecentlyUsedSlots<Document>
    /// The documents being parsed now: another page that asks for one waits for it instead of parsing
    /// it too (pages built side by side in document order ask for the same documents at the same time).
    private var parsing: Set<String> = []
    private var parses = 0

    /// The documents of a loaded corpus, held as they are; the first document of a key wins.
    public init(corpus: Corpus) {
        parsed = Dictionary(corpus.documents.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        index = nil
        pages = [:]
        spool = nil
        capacity = 0
        recent = RecentlyUsedSlots(capacity: 1)
        scriptElementDocuments = Set(
            corpus.documents.filter { $0.blocks.contains(where: ScriptContentFilter.opensElement) }.map(\.key))
    }

    /// The pages of `index`, read back from `spool` or else parsed again when asked for. `textHashes` are
    /// the hashes of the pages' texts (`FileLines.textHash`) when they were checked, in the order of
    /// `index.pages`; `capacity` documents are kept for the pages that ask next. `scriptElementDocuments`
    /// are the keys of the pages whose inline raw HTML opens a script-like element, as they were
    /// checked (nil when not known: then any page may).
    public init(
        index: ContentIndex, textHashes: [Int], spool: ParsedDocumentSpool? = nil, capacity: Int = 256,
        scriptElementDocuments: Set<String>? = nil
    ) {
        precondition(textHashes.count == index.pages.count, "one text hash per page")
        self.scriptElementDocuments = scriptElementDocuments
        parsed = [:]
        self.index = index
        pages = Dictionary(
            zip(index.pages, textHashes).map { ($0.key, (page: $0, textHash: $1)) },
            uniquingKeysWith: { first, _ in first })
        self.spool = spool
        self.capacity = max(1, capacity)
        recent = RecentlyUsedSlots(capacity: capacity)
    }

    /// Whether inline raw HTML of document `key` may open a script-like element, so that its content is
    /// to go through `ScriptContentFilter` (false only when the document is known to have none: the walk
    /// over every inline of a page it spares is made once per document, not for each page showing it).
    public func mayOpenScriptElements(_ key: String) -> Bool {
        scriptElementDocuments?.contains(key) ?? true
    }

    /// How many times a document was parsed again so far (a document the cache had dropped counts again).
    public var parseCount: Int { condition.withLock { parses } }

    /// How many times a document was read back from the spool so far.
    public var spoolReadCount: Int { spool?.readCount ?? 0 }

    /// The bytes the spool holds (0 without one).
    public var spoolByteCount: Int { spool?.byteCount ?? 0 }

    /// The body of the document with `key` as it was rendered when it was checked (`RenderedBody`), when
    /// the spool holds it; nil otherwise (its pages render it from `document(_:)`). Read anew each time:
    /// the site keeps the bodies it shows (`RenderedBodyCache`).
    func spooledBody(_ key: String) -> RenderedBody? {
        spool?.body(key)
    }

    /// Whether the spool holds the body of the document with `key` rather than its blocks.
    func spoolsBody(_ key: String) -> Bool {
        spool?.holdsBody(key) ?? false
    }

    /// The parsed document with this key, or nil when the content has none. Throws when it must be parsed
    /// again and its file can no longer be read or has changed since it was checked.
    public func document(_ key: String) throws -> Document? {
        guard let index else { return parsed[key] }
        guard let (page, textHash) = pages[key] else { return nil }
        if let document = cachedOrClaimed(key) { return document }
        let parsed = Result { () throws -> (document: Document, parsedAgain: Bool) in
            if let blocks = spool?.blocks(key) {
                // The page's own fields were read with its front matter; the parser's notes are not shown.
                let document = Document(
                    path: page.path, frontMatter: page.frontMatter, bodyStartLine: page.bodyStartLine, blocks: blocks,
                    diagnostics: [])
                return (document, false)
            }
            let (document, lines) = try index.parse(page)
            guard lines.textHash == textHash else {
                throw InputError(path: page.path, "the file changed while the site was being built; build again")
            }
            return (document, true)
        }
        // The document the cache drops is freed after the lock is let go: freeing a parsed page (a tree of
        // thousands of nodes) under the lock kept the other cores from the cache meanwhile.
        let dropped: Document? = condition.withLock {
            defer { condition.broadcast() }
            parsing.remove(key)
            guard case .success(let result) = parsed else { return nil }
            if result.parsedAgain { parses += 1 }
            return recent.add(key, result.document)
        }
        withExtendedLifetime(dropped) {}
        return try parsed.get().document
    }

    /// The cached document with this key, marked as used now; else nil, once this caller is the one to
    /// parse it (after waiting for another caller that was parsing it, if it failed).
    private func cachedOrClaimed(_ key: String) -> Document? {
        condition.withLock {
            while true {
                if let document = recent.use(key) { return document }
                guard parsing.contains(key) else { break }
                condition.wait()
            }
            parsing.insert(key)
            return nil
        }
    }
}
