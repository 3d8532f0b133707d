import Foundation
import Testing

@testable import HigDoc

/// The glossary's lookups answer as the walks over its concepts did: the first concept wins, a heading
/// names only a bar or a topic, and a changed glossary is looked up afresh.
@Suite("glossary lookup")
struct GlossaryLookupTests {
    static let concepts = [
        Glossary.Concept(id: "tint", kind: .uiTerm, en: ["toolbar"], zh: ["工具栏"]),
        Glossary.Concept(id: "toolbar", kind: .bar, en: ["toolbar", "toolbars"], zh: ["工具栏"]),
        Glossary.Concept(id: "toolbar-topic", kind: .topic, en: ["toolbars", "toolbar buttons"], zh: ["工具栏按钮"]),
        Glossary.Concept(
            id: "cancel-button", kind: .systemItem, itemKind: "search-bar-element", bars: ["search-bar"],
            en: ["cancel button"], zh: ["取消按钮"]),
        Glossary.Concept(id: "toolbar", kind: .topic, en: ["second toolbar"], zh: []),
        Glossary.Concept(
            id: "bookmarks-button", kind: .systemItem, itemKind: "search-bar-element", en: ["bookmarks button"],
            zh: ["书签按钮"]),
    ]

    @Test("By id, the first concept with the id")
    func byID() {
        let glossary = Glossary(concepts: Self.concepts)
        #expect(glossary.concept("toolbar")?.kind == .bar)
        #expect(glossary.concept("toolbar")?.en == ["toolbar", "toolbars"])
        #expect(glossary.concept("cancel-button")?.zh == ["取消按钮"])
        #expect(glossary.concept("missing") == nil)
    }

    @Test("By heading, the first bar or topic with the term, case and spaces aside; never a UI term")
    func byHeading() {
        let glossary = Glossary(concepts: Self.concepts)
        #expect(glossary.concept(matchingHeading: "Toolbar", language: .en)?.id == "toolbar")
        #expect(glossary.concept(matchingHeading: "  Toolbars ", language: .en)?.kind == .bar)
        #expect(glossary.concept(matchingHeading: "Toolbar  Buttons", language: .en)?.id == "toolbar-topic")
        #expect(glossary.concept(matchingHeading: "工具栏", language: .zh)?.id == "toolbar")
        #expect(glossary.concept(matchingHeading: "工具栏按钮", language: .zh)?.id == "toolbar-topic")
        // A term of the other language, and a system item's term, name no heading's concept.
        #expect(glossary.concept(matchingHeading: "工具栏", language: .en) == nil)
        #expect(glossary.concept(matchingHeading: "cancel button", language: .en) == nil)
    }

    @Test("Search bar elements in glossary order")
    func searchBarElements() {
        let glossary = Glossary(concepts: Self.concepts)
        #expect(glossary.searchBarElements.map(\.id) == ["cancel-button", "bookmarks-button"])
    }

    @Test("A glossary whose concepts change is looked up afresh")
    func changed() {
        var glossary = Glossary(concepts: Self.concepts)
        glossary.concepts.removeFirst(2)
        #expect(glossary.concept("toolbar")?.kind == .topic)
        #expect(glossary.concept(matchingHeading: "toolbars", language: .en)?.id == "toolbar-topic")
        glossary.concepts[0].en.append("bottom bar")
        #expect(glossary.concept(matchingHeading: "Bottom Bar", language: .en)?.id == "toolbar-topic")
        glossary.concepts.append(
            Glossary.Concept(id: "scope", kind: .systemItem, itemKind: "search-bar-element", en: [], zh: []))
        #expect(glossary.searchBarElements.map(\.id) == ["cancel-button", "bookmarks-button", "scope"])
    }

    @Test("Decoded from JSON, a glossary is looked up like one made in code")
    func decoded() throws {
        let data = try JSONEncoder().encode(Glossary(concepts: Self.concepts))
        let glossary = try JSONDecoder().decode(Glossary.self, from: data)
        #expect(glossary.concepts == Self.concepts)
        #expect(glossary.concept(matchingHeading: "toolbar buttons", language: .en)?.id == "toolbar-topic")
        #expect(String(decoding: data, as: UTF8.self).contains("lookup") == false)
    }
}
