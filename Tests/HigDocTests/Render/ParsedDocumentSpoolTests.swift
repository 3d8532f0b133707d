import Foundation
import Testing

@testable import HigDoc

/// `ParsedDocumentSpool`: the blocks `higdoc build` checked, kept in an unnamed temporary file for the
/// pages that show them.
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

    @Test("No spool in a directory that does not exist")
    func noDirectory() {
        #expect(ParsedDocumentSpool(directory: "/nonexistent/higdoc") == nil)
    }

    @Test("The indexed site reads every page back from the spool and parses none again; without one it parses")
    func siteReadsBack() throws {
        let index = try ContentIndex.discover(contentDirectory: TestSupport.contentDirectory)
        let input = try SiteInput.checked(index: index)
        let site = try SiteBuilder(input: input, templates: SiteTestSupport.templates).build()
        #expect(input.documents.spoolReadCount == 5)
        #expect(input.documents.parseCount == 0)
        let unspooled = try SiteInput.checked(index: index, spool: nil)
        let parsedSite = try SiteBuilder(input: unspooled, templates: SiteTestSupport.templates).build()
        #expect(unspooled.documents.spoolReadCount == 0)
        #expect(unspooled.documents.parseCount == 5)
        #expect(parsedSite.files == site.files)
    }

    @Test("With room for two documents the pages read documents back again and again, and the site is the same")
    func smallCacheReadsBackAgain() throws {
        let index = try ContentIndex.discover(contentDirectory: TestSupport.contentDirectory)
        let expected = try SiteBuilder(
            input: SiteInput.checked(TestSupport.bundled.corpus), templates: SiteTestSupport.templates
        ).build()
        let spool = try #require(ParsedDocumentSpool())
        var input = try SiteInput.checked(index: index, spool: spool)
        input.documents = DocumentSource(
            index: index, textHashes: try index.pages.map { try index.parse($0).lines.textHash }, spool: spool,
            capacity: 2)
        let site = try SiteBuilder(input: input, templates: SiteTestSupport.templates).build()
        IndexedSiteTests.expectSameFiles(expected, site)
        #expect(input.documents.parseCount == 0)
        #expect(input.documents.spoolReadCount > 5)
        #expect(input.documents.spoolByteCount == spool.byteCount)
        // The five bundled pages as blocks: 87,962 bytes (their files: 89,840 bytes).
        #expect(spool.byteCount == 87_962)
    }
}
