import Foundation
import Testing

@testable import HigDoc

/// `ParsedDocumentSpool`: the bodies (or blocks) of the pages `higdoc build` checked, kept in an unnamed
/// temporary file for the pages that show them.
@Suite struct ParsedDocumentSpoolTests {
    @Test("Blocks stored are read back equal; the first stored under a key is kept; the file has no name")
    func storeAndReadBack() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spool = try #require(ParsedDocumentSpool(directory: directory.path))
        // The file is unlinked as soon as it is made: nothing is left behind, whatever happens.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        let documents = TestSupport.bundled.corpus.documents
        _ = ParallelMap.map(documents) { spool.store($0.key, blocks: $0.blocks) }
        spool.store(documents[0].key, blocks: [])
        for document in documents.reversed() {
            #expect(spool.blocks(document.key) == document.blocks, "\(document.key)")
        }
        #expect(spool.readCount == 5)
        #expect(spool.blocks("en/no-such-page") == nil)
        #expect(spool.readCount == 5)
    }

    @Test("A body stored is read back as that body; a key keeps what was stored under it first, blocks or body")
    func bodiesReadBack() throws {
        let spool = try #require(ParsedDocumentSpool())
        let documents = TestSupport.bundled.corpus.documents
        let bodies = documents.map { HTMLBodyRenderer.renderedBody($0.blocks, image: nil) }
        for (document, body) in zip(documents, bodies) { spool.store(document.key, body: body) }
        spool.store(documents[0].key, blocks: documents[0].blocks)
        spool.store("en/blocks-only", blocks: documents[1].blocks)
        spool.store("en/blocks-only", body: bodies[1])
        for (document, body) in zip(documents, bodies) {
            #expect(spool.holdsBody(document.key))
            let read = try #require(spool.body(document.key))
            #expect(read.bytes == body.bytes && read.outline == body.outline, "\(document.key)")
            #expect(read.places.map(\.offset) == body.places.map(\.offset))
            #expect(spool.blocks(document.key) == nil)
        }
        #expect(!spool.holdsBody("en/blocks-only") && spool.body("en/blocks-only") == nil)
        #expect(spool.blocks("en/blocks-only") == documents[1].blocks)
        // Five bodies and one list of blocks read back; asking a body for blocks, or blocks for a body,
        // reads nothing.
        #expect(spool.readCount == 6)
    }

    @Test("No spool in a directory that does not exist")
    func noDirectory() {
        #expect(ParsedDocumentSpool(directory: "/nonexistent/higdoc") == nil)
    }

    @Test("The indexed site reads every page back from the spool and parses none again; without one it parses")
    func siteReadsBack() throws {
        let index = try ContentIndex.discover(contentDirectory: TestSupport.contentDirectory)
        let input = try SiteInput.checked(index: index)
        let site = try SiteBuilder(input: input, templates: SiteTestSupport.templates).build()
        // Each at least once (again when a page asks while the other core is reading it).
        #expect(input.documents.spoolReadCount >= 5)
        #expect(input.documents.parseCount == 0)
        let unspooled = try SiteInput.checked(index: index, spool: nil)
        let parsedSite = try SiteBuilder(input: unspooled, templates: SiteTestSupport.templates).build()
        #expect(unspooled.documents.spoolReadCount == 0)
        #expect(unspooled.documents.parseCount == 5)
        #expect(parsedSite.files == site.files)
    }

    @Test(
        "Read back as rendered bodies, the pages are the loaded corpus'; a document that may open a script element is parsed again, with room for two"
    )
    func bodiesAndDocumentsParsedAgain() throws {
        let index = try ContentIndex.discover(contentDirectory: TestSupport.contentDirectory)
        let expected = try SiteBuilder(
            input: SiteInput.checked(TestSupport.bundled.corpus), templates: SiteTestSupport.templates
        ).build()
        let spool = try #require(ParsedDocumentSpool())
        var input = try SiteInput.checked(index: index, spool: spool)
        let textHashes = try index.pages.map { try index.parse($0).lines.textHash }
        // No document opens a script element: each body is read back (once, unless a page asks while the
        // other core is reading it) and cut for every page.
        input.documents = DocumentSource(
            index: index, textHashes: textHashes, spool: spool, capacity: 2, scriptElementDocuments: [])
        IndexedSiteTests.expectSameFiles(
            expected, try SiteBuilder(input: input, templates: SiteTestSupport.templates).build())
        #expect(input.documents.parseCount == 0)
        let reads = input.documents.spoolReadCount
        #expect(reads >= 5)
        #expect(input.documents.spoolByteCount == spool.byteCount)
        // The five bundled pages as rendered bodies: 110,851 bytes (their files: 89,840 bytes).
        #expect(spool.byteCount == 110_851)
        // Any document may: the spool holds no blocks, so the pages parse the documents again, again and
        // again with room for two, and the site is the same.
        input.documents = DocumentSource(index: index, textHashes: textHashes, spool: spool, capacity: 2)
        IndexedSiteTests.expectSameFiles(
            expected, try SiteBuilder(input: input, templates: SiteTestSupport.templates).build())
        #expect(input.documents.parseCount > 5)
        // Nothing more is read from the spool.
        #expect(input.documents.spoolReadCount == reads)
    }
}
