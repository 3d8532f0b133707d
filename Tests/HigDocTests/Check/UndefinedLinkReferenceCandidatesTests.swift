import Testing

@testable import HigDoc

/// The bracketed names of a line that may be links without a definition (HD0109).
@Suite struct UndefinedLinkReferenceCandidatesTests {
    static func labels(_ line: String) -> [String] {
        var line = line
        return line.withUTF8 { bytes in
            UndefinedLinkReferenceCheck.candidates(in: bytes).map { String(decoding: $0.label, as: UTF8.self) }
        }
    }

    @Test("A name after a line's links counts; one in a code span, a tag or a link's text does not")
    func namesAfterLinks() {
        let links = (0..<500).map { "[link \($0)](https://example.com/\($0))" }.joined(separator: " ")
        #expect(Self.labels(links) == [])
        #expect(Self.labels(links + " see [UIBarMetrics].") == ["UIBarMetrics"])
        #expect(Self.labels(links + " `[CodeName]` <a title=\"[InTag]\"> [text [Inner] more](x) [After]") == ["After"])
        #expect(Self.labels("[Open [Inner] and `x` [Second]") == [])
        #expect(Self.labels("`a` [First] `[Code]` [Last] <b>[Bold]</b>") == ["First", "Last", "Bold"])
    }
}
