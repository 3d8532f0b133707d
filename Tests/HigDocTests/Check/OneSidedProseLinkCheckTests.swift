import Foundation
import Testing

@testable import HigDoc

/// Links that the prose of an aligned section has on one side only (HD0327).
@Suite struct OneSidedProseLinkCheckTests {
    /// A finding without its files: code, severity, place, related lines, message.
    static func summary(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.code.rawValue) \(diagnostic.severity.rawValue) \(diagnostic.location.line):\(diagnostic.location.column) "
            + "\(diagnostic.related.map { String($0.line) }.joined(separator: ",")) \(diagnostic.message)"
    }

    /// The QA fixture with “See `links`.” after the English “Toolbar” paragraph's sentence (en:24), and
    /// `after` after it.
    static func fixture(englishToolbarSees links: String, after: String = "") throws -> QAFixture {
        let fixture = try QAFixture()
        try fixture.replace(
            "en/bars.md", "related to objects in the screen.",
            with: "related to objects in the screen. See \(links).\(after)")
        return fixture
    }

    /// The iOS 8 translation links its prose to class references the iOS 7 English does not (and back):
    /// each a note, since the editions differ. Where an English paragraph's translation shares nothing with
    /// it (en:716 and en:751 of “Search Bar”), its links are reported at the translated heading (zh:237).
    @Test("The bundled content's one-sided prose links: thirteen notes, at the translated paragraphs")
    func bundledContent() {
        let findings = BundledAlignmentTests.result.diagnostics.filter { $0.code == .proseLinkOneSided }
        let edition = " (the English page is the iOS 7 edition; the translation follows iOS 8)"
        #expect(findings.allSatisfy { $0.severity == .note && $0.message.hasSuffix(edition) })
        #expect(
            findings.map {
                "\($0.location.line) \($0.related.map { String($0.line) }.joined(separator: ",")) \($0.message.dropLast(edition.count))"
            } == [
                "29 34 link on one side only in the prose of “The Status Bar”: the translation links to “UIStatusBarStyle” (c/tdef/UIStatusBarStyle), “preferredStatusBarStyle” (occ/instm/UIViewController/preferredStatusBarStyle), the English does not",
                "67 69 link on one side only in the prose of “Navigation Bar”: the translation links to “tintColor” (occ/instp/UIBarButtonItem/tintColor), “barTintColor” (occ/instp/UINavigationBar/barTintColor), the English does not",
                "69 78 link on one side only in the prose of “Navigation Bar”: the English links to “Navigation Bars” (doc/uid/TP40012857-UINavigationBar), the translation does not; the translation links to “UINavigationController Class Reference” (doc/uid/TP40006934), “UINavigationBar Class Reference” (doc/uid/TP40006887), the English does not",
                "72 69 link on one side only in the prose of “Navigation Bar”: the translation links to “Toolbar” (doc/uid/TP40006556-CH12-SW4), the English does not",
                "126 138 link on one side only in the prose of “Toolbar”: the English links to “View Controller Catalog for iOS” (doc/uid/TP40011313), “Toolbar” (doc/uid/TP40012857-CH14), the translation does not; the translation links to “UIToolbar Class Reference” (doc/uid/TP40006927), the English does not",
                "142 175 link on one side only in the prose of “Toolbar and Navigation Bar Buttons”: the translation links to “Bar Button Icons” (doc/uid/TP40006556-CH21-SW1), “tintColor” (occ/instp/UIBarButtonItem/tintColor), the English does not",
                "182 422 link on one side only in the prose of “Tab Bar”: the English links to “Tab Bars” (doc/uid/TP40012857-UITabBar), the translation does not; the translation links to “UITabBars” (occ/cl/UITabBar), the English does not",
                "213 473 link on one side only in the prose of “Tab Bar Icons”: the translation links to “Bar Button Icons” (doc/uid/TP40006556-CH21-SW1), “tintColor” (occ/instp/UIView/tintColor), the English does not",
                "237 716,751 link on one side only in the prose of “Search Bar”: the English links to “Search Bars” (doc/uid/TP40012857-UISearchBar), “Creating Resizable Images” (doc/uid/TP40006556-CH30-SW1), the translation does not",
                "243 749 link on one side only in the prose of “Search Bar”: the translation links to “UISearch Bars” (occ/cl/UISearchBar), the English does not",
                "271 707 link on one side only in the prose of “Search Bar”: the translation links to “UISearchController” (occ/cl/UISearchController), the English does not",
                "283 768,775 link on one side only in the prose of “Scope Bar”: the English links to “Search Bars” (doc/uid/TP40012857-UISearchBar), “UISearchDisplayController Class Reference” (doc/uid/TP40008225), the translation does not",
                "289 759 link on one side only in the prose of “Scope Bar”: the translation links to “UISearch Bars” (occ/cl/UISearchBar), the English does not",
            ])
    }

    /// Of one edition, a one-sided prose link is a warning. The English link's paragraph shares nothing
    /// with the translation's, but each side of “Toolbar” has one paragraph, so its finding is at the
    /// translated one (zh:25), naming the English (en:24); the translation's own link is at its paragraph
    /// (zh:33), naming the English one at its place (en:32): the table's caption below it (en:34) is the
    /// table's, not a paragraph.
    @Test("A prose link on one side of the fixture: a warning at its paragraph, naming its counterpart")
    func fixture() throws {
        let fixture = try Self.fixture(
            englishToolbarSees:
                "[“Toolbars”](../UIKitUICatalog/UIToolbar.html#//apple_ref/doc/uid/TP40012857-UIToolbar)")
        defer { fixture.remove() }
        try fixture.replace(
            "zh/bars.md", "见表 33-1。",
            with:
                "见表 33-1。如需了解自定义图标，请参阅 [Bar Button Icons](https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/MobileHIG/BarIcons.html#//apple_ref/doc/uid/TP40006556-CH21-SW1)。"
        )
        let findings = try fixture.check().diagnostics
        #expect(
            findings.map(Self.summary) == [
                "HD0327 warning 25:1 24 link on one side only in the prose of “Toolbar”: the English links to “Toolbars” (doc/uid/TP40012857-UIToolbar), the translation does not",
                "HD0327 warning 33:1 32 link on one side only in the prose of “Toolbar and Navigation Bar Buttons”: the translation links to “Bar Button Icons” (doc/uid/TP40006556-CH21-SW1), the English does not",
            ])
        #expect(findings.map(\.bar) == ["toolbar", "toolbar"])
        #expect(findings.allSatisfy { $0.location.file.hasSuffix("/zh/bars.md") })
        #expect(findings.allSatisfy { $0.related.allSatisfy { $0.file.hasSuffix("/en/bars.md") } })
    }

    /// A link in a list item or a callout is prose too; one the other side has in a table cell is there.
    @Test("Links of list items count; a target the other side links to from a table row is no finding")
    func listItemsAndTables() throws {
        let link =
            "[UIBarButtonItem](../UIKit/Reference/UIBarButtonItem_Class/index.html#//apple_ref/doc/uid/TP40007519)"
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "en/bars.md", "iOS makes available many of the standard buttons described in Table 33-1.\n",
            with: "iOS makes available many of the standard buttons described in Table 33-1.\n\n- See \(link).\n")
        #expect(
            try fixture.check().diagnostics.map(Self.summary) == [
                "HD0327 warning 31:1 34 link on one side only in the prose of “Toolbar and Navigation Bar Buttons”: the English links to “UIBarButtonItem” (doc/uid/TP40007519), the translation does not"
            ])
        try fixture.replace("zh/bars.md", "|打开一个操作菜单|\n", with: "|打开一个操作菜单（\(link)）|\n")
        #expect(try fixture.check().diagnostics.map(Self.summary) == [])
    }

    /// A link to a page with a query, or percent-encoded, links to the page; a link without text is named
    /// by its target; past eight links, a finding counts the rest.
    @Test("Queries and percent-encoding name the same page; a link without text is named by its target")
    func targetsAsPages() throws {
        let fixture = try Self.fixture(
            englishToolbarSees:
                "[UIToolbar](https://developer.apple.com/documentation/uikit/uitoolbar) and [Wiki](https://zh.wikipedia.org/wiki/%E5%B7%A5%E5%85%B7%E6%A0%8F)"
        )
        defer { fixture.remove() }
        try fixture.replace(
            "zh/bars.md", "进行操作的控件。",
            with:
                "进行操作的控件。参见 [UIToolbar](https://developer.apple.com/documentation/uikit/uitoolbar?language=objc) 和[维基](https://zh.wikipedia.org/wiki/工具栏)。"
        )
        #expect(try fixture.check().diagnostics.map(Self.summary) == [])
        let links = (1...10).map { "[](p\($0).html)" }.joined(separator: " ")
        try fixture.replace("zh/bars.md", "进行操作的控件。参见", with: "进行操作的控件。\(links) 参见")
        #expect(
            try fixture.check().diagnostics.map(Self.summary) == [
                "HD0327 warning 25:1 24 link on one side only in the prose of “Toolbar”: the translation links to p1.html, p2.html, p3.html, p4.html, p5.html, p6.html, p7.html, p8.html and 2 more, the English does not"
            ])
    }

    /// A translation's `<a href>` in a paragraph is a link (`InlineHTMLRecovery`), in any case; in a block
    /// of raw HTML the parser reads no link and the site leaves it out, so the English link is still
    /// lacking, and the finding says where it went.
    @Test("A link the other side writes in a block of raw HTML is named as such; inline, it is a link")
    func rawHTMLAnchor() throws {
        let fixture = try Self.fixture(englishToolbarSees: Self.searchBarLink)
        defer { fixture.remove() }
        let anchor = Self.searchBarAnchor.replacingOccurrences(of: "<a href", with: "<A HREF").replacingOccurrences(
            of: "</a>", with: "</A>")
        try fixture.replace("zh/bars.md", "进行操作的控件。", with: "进行操作的控件。参见\(anchor)。")
        #expect(try fixture.check().diagnostics.map(Self.summary) == [])
        try fixture.replace("zh/bars.md", "进行操作的控件。参见\(anchor)。", with: "进行操作的控件。\n\n<div>参见\(anchor)。</div>")
        let raw = try fixture.check().diagnostics.filter { $0.code == .proseLinkOneSided }.map(Self.summary)
        #expect(raw == [Self.searchBarOnlyRaw])
    }

    /// The English “Search Bar” link the raw HTML tests add, its translation as a raw HTML anchor, and the
    /// finding at “Toolbar” when the translation has only that.
    static let searchBarLink = "[Search Bar](Bars.html#//apple_ref/doc/uid/TP40006556-CH12-SW9)"
    static let searchBarAnchor =
        "<a href=\"https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/MobileHIG/Bars.html#//apple_ref/doc/uid/TP40006556-CH12-SW9\">搜索栏</a>"
    static let searchBarOnlyRaw =
        "HD0327 warning 25:1 24 link on one side only in the prose of “Toolbar”: the English links to “Search Bar” (doc/uid/TP40006556-CH12-SW9), the translation only in raw HTML (<a href>), which the site leaves out"

    /// An `<a href>` the other side writes inline is a link wherever it is in the section: in a rule's
    /// paragraph, or in a pipe table's cell (which the English prose's link is then no finding for).
    @Test("A link the other side writes as inline HTML in a rule or a table cell is a link too")
    func inlineHTMLAnchorInRuleOrTable() throws {
        let fixture = try Self.fixture(englishToolbarSees: Self.searchBarLink)
        defer { fixture.remove() }
        let anchor = Self.searchBarAnchor
        // In the translated rule right under the paragraph.
        try fixture.replace("zh/bars.md", "保持指令精简。", with: "保持指令精简，参见\(anchor)。")
        let inRule = try fixture.check().diagnostics.filter { $0.code == .proseLinkOneSided }.map(Self.summary)
        #expect(inRule == [])
        // In a cell of the table of “Toolbar and Navigation Bar Buttons”, whose English prose links there.
        try fixture.replace("zh/bars.md", "保持指令精简，参见\(anchor)。", with: "保持指令精简。")
        try fixture.replace(
            "en/bars.md", "described in Table 33-1.",
            with: "described in Table 33-1. See \(Self.searchBarLink).")
        try fixture.replace("zh/bars.md", "|打开一个操作菜单|\n", with: "|打开一个操作菜单（\(anchor)）|\n")
        let inTable = try fixture.check().diagnostics.filter { $0.code == .proseLinkOneSided }.map(Self.summary)
        #expect(
            inTable == [
                "HD0327 warning 25:1 24 link on one side only in the prose of “Toolbar”: the English links to “Search Bar” (doc/uid/TP40006556-CH12-SW9), the translation does not"
            ])
    }

    /// A translation may move a sentence, and its link, into the section around the one it translates or
    /// into one of its subsections: the link is not lost, and neither side is reported. Here “Toolbar”'s
    /// link moves into the translation's chapter introduction (“栏”): the pair “Toolbar”–“工具栏” finds it
    /// in the translation's parent section, the pair “Bars”–“栏” in the English subsection. Moved into a
    /// sibling section, it is reported in both pairs.
    @Test("A link the other side has in the parent section or a subsection is no finding; in a sibling it is")
    func linkMovedIntoParentOrSubsection() throws {
        let link = "[“Toolbars”](../UIKitUICatalog/UIToolbar.html#//apple_ref/doc/uid/TP40012857-UIToolbar)"
        let fixture = try Self.fixture(englishToolbarSees: link)
        defer { fixture.remove() }
        let english = try fixture.check().diagnostics.map(Self.summary)
        #expect(
            english == [
                "HD0327 warning 25:1 24 link on one side only in the prose of “Toolbar”: the English links to “Toolbars” (doc/uid/TP40012857-UIToolbar), the translation does not"
            ])
        // In the translation's chapter introduction, the parent of “工具栏”.
        try fixture.replace("zh/bars.md", "# 栏\n", with: "# 栏\n\n如需了解工具栏，请参阅 \(link)。\n")
        #expect(try fixture.check().diagnostics.map(Self.summary) == [])
        // In “工具栏和导航栏按钮”, the next section: one-sided in both pairs.
        try fixture.replace("zh/bars.md", "\n\n如需了解工具栏，请参阅 \(link)。\n", with: "\n")
        try fixture.replace("zh/bars.md", "见表 33-1。", with: "见表 33-1。如需了解工具栏，请参阅 \(link)。")
        let sibling = try fixture.check().diagnostics.map(Self.summary)
        #expect(
            sibling == [
                "HD0327 warning 25:1 24 link on one side only in the prose of “Toolbar”: the English links to “Toolbars” (doc/uid/TP40012857-UIToolbar), the translation does not",
                "HD0327 warning 33:1 32 link on one side only in the prose of “Toolbar and Navigation Bar Buttons”: the translation links to “Toolbars” (doc/uid/TP40012857-UIToolbar), the English does not",
            ])
    }

    /// A link is moved only where the other side's section around has it to spare: one-sided in its own
    /// pair too. Linked on both sides of the chapter's introduction, it tells nothing about “Toolbar”'s.
    @Test("A link both sides have in the section around is no excuse; a raw HTML anchor here is reported")
    func movedOnlyWhereSpare() throws {
        let link = "[“Toolbars”](../UIKitUICatalog/UIToolbar.html#//apple_ref/doc/uid/TP40012857-UIToolbar)"
        let toolbar =
            "HD0327 warning 25:1 24 link on one side only in the prose of “Toolbar”: the English links to “Toolbars” (doc/uid/TP40012857-UIToolbar), the translation does not"
        let fixture = try Self.fixture(englishToolbarSees: link)
        defer { fixture.remove() }
        try fixture.replace("en/bars.md", "## Bars\n", with: "## Bars\n\nFor toolbars, see \(link).\n")
        try fixture.replace("zh/bars.md", "# 栏\n", with: "# 栏\n\n如需了解工具栏，请参阅 \(link)。\n")
        let linkedAround = try fixture.check().diagnostics.filter { $0.code == .proseLinkOneSided }.map(Self.summary)
        #expect(linkedAround == [toolbar.replacingOccurrences(of: "25:1 24", with: "27:1 26")])
        // Moved into the introduction, but written in “工具栏” as raw HTML, which the site leaves out.
        try fixture.replace("en/bars.md", "## Bars\n\nFor toolbars, see \(link).\n", with: "## Bars\n")
        let anchor =
            "<a href=\"https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/UIKitUICatalog/UIToolbar.html#//apple_ref/doc/uid/TP40012857-UIToolbar\">工具栏</a>"
        try fixture.replace("zh/bars.md", "进行操作的控件。", with: "进行操作的控件。\n\n<div>参见\(anchor)。</div>")
        let raw = try fixture.check().diagnostics.filter { $0.code == .proseLinkOneSided }.map(Self.summary)
        #expect(
            raw == [
                toolbar.replacingOccurrences(of: "25:1 24", with: "27:1 24").replacingOccurrences(
                    of: "the translation does not",
                    with: "the translation only in raw HTML (<a href>), which the site leaves out")
            ])
    }

    /// A subsection the translation alone has, folded into its parent's pair (HD0318), is part of that
    /// pair's text: a link moved into it from the English section above is found from both pairs.
    @Test("A link moved into a folded subsection of a direct subsection is no finding in either pair")
    func movedIntoFoldedSubsection() throws {
        let link = "[“Toolbars”](../UIKitUICatalog/UIToolbar.html#//apple_ref/doc/uid/TP40012857-UIToolbar)"
        let fixture = try Self.fixture(
            englishToolbarSees: link, after: "\n\n#### Appearance\n\nA toolbar is translucent.")
        defer { fixture.remove() }
        try fixture.replace(
            "zh/bars.md", "进行操作的控件。",
            with: "进行操作的控件。\n\n### 外观（Appearance）\n\n工具栏是半透明的。\n\n#### 细节\n\n请参阅 \(link)。")
        let findings = try fixture.check().diagnostics
        #expect(findings.contains { $0.code == .structureOnlySection })
        #expect(findings.filter { $0.code == .proseLinkOneSided }.map(Self.summary) == [])
    }
}
