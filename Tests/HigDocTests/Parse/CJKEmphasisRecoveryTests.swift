import Testing

@testable import HigDoc

@Suite("CJK emphasis recovery")
struct CJKEmphasisRecoveryTests {
    @Test("A Chinese bold lead followed by CJK text becomes strong")
    func chineseBoldLead() throws {
        let html = HTMLBodyRenderer.render(try TestSupport.parse("**不要创建自定义状态栏。**用户会依赖于系统状态栏的一致性。", lang: .zh).blocks)
        #expect(html == "<p><strong>不要创建自定义状态栏。</strong>用户会依赖于系统状态栏的一致性。</p>\n")
    }

    @Test("A bold lead holding a link is recovered around it")
    func boldLeadWithLink() throws {
        let html = HTMLBodyRenderer.render(try TestSupport.parse("**参阅 [Toolbar](#x)。**然后继续", lang: .zh).blocks)
        #expect(html == "<p><strong>参阅 <a href=\"#x\">Toolbar</a>。</strong>然后继续</p>\n")
    }

    /// More emphasis in a rule's body: cmark pairs the runs it can and nests them wrongly (the lead ran
    /// into the body, or the rule was lost to emphasis around it); read again with the CJK-friendly
    /// rules, every run is where the translator put it.
    @Test(
        "More emphasis in a bold-lead paragraph is paired as the CJK-friendly rules pair it",
        arguments: [
            (
                "**不要创建自定义状态栏。**用户会依赖于**系统**状态栏。",
                "<p><strong>不要创建自定义状态栏。</strong>用户会依赖于<strong>系统</strong>状态栏。</p>\n"
            ),
            (
                "**不要创建自定义状态栏。**就算你***在应用中隐藏了它***，也要……",
                "<p><strong>不要创建自定义状态栏。</strong>就算你<em><strong>在应用中隐藏了它</strong></em>，也要……</p>\n"
            ),
            (
                "**不要创建自定义状态栏。**用户会依赖于*（系统）*状态栏。",
                "<p><strong>不要创建自定义状态栏。</strong>用户会依赖于<em>（系统）</em>状态栏。</p>\n"
            ),
            (
                "**选择状态栏颜色。**The default appearance, and **「系统」**的。",
                "<p><strong>选择状态栏颜色。</strong>The default appearance, and <strong>「系统」</strong>的。</p>\n"
            ),
            // `__` closing before a letter cannot close under the amendment either; `5 * 3` is no emphasis.
            ("__不要。__用户，5 * 3 * 2", "<p>__不要。__用户，5 * 3 * 2</p>\n"),
            // Where the source may write `_` emphasis, cmark's spans stay, and literal runs are paired.
            ("_注_ **不要。**用户", "<p><em>注</em> <strong>不要。</strong>用户</p>\n"),
            // An escaped `*` or `_` is text: the spans are still read again.
            (
                "**不要创建自定义状态栏。**用户会依赖于**系统**状态栏。注\\*和\\_",
                "<p><strong>不要创建自定义状态栏。</strong>用户会依赖于<strong>系统</strong>状态栏。注*和_</p>\n"
            ),
            // A character reference to `*` is text, never a delimiter.
            ("中&#42;。&#42;文，&ast;", "<p>中*。*文，*</p>\n"),
            // Escaped stars as many as the literal ones stay text; more literal ones than escapes: as cmark reads.
            ("\\*\\*分享。\\*\\*打开", "<p>**分享。**打开</p>\n"),
            ("\\*\\*分享。\\*\\*打开 **分享。**打开", "<p>**分享。**打开 **分享。**打开</p>\n"),
        ])
    func moreEmphasisInRule(input: String, expected: String) throws {
        #expect(HTMLBodyRenderer.render(try TestSupport.parse(input, lang: .zh).blocks) == expected)
    }

    /// A line end between CJK characters is where an editor wrapped the text: no space on the site or in
    /// the texts; between other characters, and in Hangul, it stays; a callout's label keeps its line.
    @Test("A soft line end between CJK characters is dropped; elsewhere it stays")
    func cjkLineEnds() throws {
        let document = try TestSupport.parse(
            "**不要创建自定义状态栏。**用户会依赖于\n*系统*状态栏。\nEnglish line\n下一行\n\n>要点\n不要创建多节。\n\n한국어\n문장\n",
            lang: .zh)
        #expect(
            HTMLBodyRenderer.render(document.blocks)
                == "<p><strong>不要创建自定义状态栏。</strong>用户会依赖于<em>系统</em>状态栏。\nEnglish line\n下一行</p>\n"
                + "<blockquote class=\"callout callout-important\">\n<p class=\"callout-label\">要点</p>\n<p>不要创建多节。</p>\n</blockquote>\n"
                + "<p>한국어\n문장</p>\n")
        let graph = GuidelineGraph.build(
            Corpus(contentDirectory: "/x", documents: [document], glossary: TestSupport.bundled.corpus.glossary))
        #expect(graph.rules.map(\.body) == ["用户会依赖于系统状态栏。 English line 下一行"])
    }

    @Test("A rule with more bold in its body keeps its lead, and its id")
    func ruleWithBoldInBody() throws {
        let graph = GuidelineGraph.build(
            Corpus(
                contentDirectory: "/x",
                documents: [
                    try TestSupport.parse(
                        "## 状态栏\n\n**不要创建自定义状态栏。**用户会依赖于**系统**状态栏的一致性。就算你***隐藏了它***。\n",
                        lang: .zh)
                ], glossary: TestSupport.bundled.corpus.glossary))
        #expect(graph.rules.map(\.lead) == ["不要创建自定义状态栏。"])
        #expect(graph.rules.map(\.body) == ["用户会依赖于系统状态栏的一致性。就算你隐藏了它。"])
    }

    @Test(
        "Text without CJK characters is exactly what cmark prints",
        arguments: [
            ("a ** b ** c", "<p>a ** b ** c</p>\n"),
            ("5 * 3 * 2", "<p>5 * 3 * 2</p>\n"),
            ("**Don’t.**Users", "<p>**Don’t.**Users</p>\n"),
            ("**bold** text", "<p><strong>bold</strong> text</p>\n"),
            ("foo**bar**", "<p>foo<strong>bar</strong></p>\n"),
        ])
    func nonCJKUnchanged(input: String, expected: String) throws {
        #expect(HTMLBodyRenderer.render(try TestSupport.parse(input).blocks) == expected)
    }

    @Test("Recovery is found at any depth, and a paragraph with nothing to recover comes back as it is")
    func recoveryAtDepthAndNothingToRecover() {
        let at = SourceLocation(line: 3, column: 1)
        func link(_ children: [Inline]) -> Inline {
            .link(Inline.Link(destination: "#x", children: children, location: at))
        }
        // Raw HTML and two texts in a row, each only inside a link inside strong text.
        let nestedBreak: [Inline] = [.text("a "), .strong([.text("b "), link([.text("c"), .html("<br>")])])]
        #expect(InlineHTMLRecovery.hasHTMLOrAdjacentTexts(nestedBreak))
        #expect(
            InlineHTMLRecovery.recover(nestedBreak, location: at)
                == [.text("a "), .strong([.text("b "), link([.text("c"), .lineBreak])])])
        let nestedTexts: [Inline] = [.emphasis([link([.text("甲"), .text("乙")])]), .text("丙")]
        #expect(
            InlineHTMLRecovery.recover(nestedTexts, location: at) == [.emphasis([link([.text("甲乙")])]), .text("丙")])
        // A literal CJK bold lead inside a link: the `*` byte is only found by looking into it.
        let nestedLead: [Inline] = [.text("见 "), link([.text("**不要。**用户")])]
        #expect(CJKEmphasisRecovery.hasAsteriskByte(nestedLead))
        #expect(
            CJKEmphasisRecovery.recover(nestedLead)
                == [.text("见 "), link([.strong([.text("不要。")]), .text("用户")])])
        // Texts apart, no HTML, no `*`: both recoveries leave the paragraph as it is.
        let plain: [Inline] = [
            .text("Use "), .code("UIBarButtonItem"), .text(" in a "), .strong([.text("toolbar")]), .softBreak,
            .text("工具栏"), link([.text("see "), .emphasis([.text("Bars")])]),
        ]
        #expect(!InlineHTMLRecovery.hasHTMLOrAdjacentTexts(plain))
        #expect(!CJKEmphasisRecovery.hasAsteriskByte(plain))
        #expect(CJKEmphasisRecovery.recover(InlineHTMLRecovery.recover(plain, location: at)) == plain)
    }

    @Test("The byte scan of a one-scalar text splits it as the character scan does")
    func byteScanEqualsCharacterScan() throws {
        let texts = [
            "**不要创建自定义状态栏。**用户", "\\*不是*强调", "a\\**b", "***", "*", "前*", "*后", "é*ü**ñ",
            "“引号”**粗体**，", "no asterisk", "a\\*", "\\", "x**", "**x**y**z", "全角＊*星",
        ]
        var compared = 0
        for text in texts where Text.isOneScalarPerCharacter(text) {
            // Neighbours on both sides: a text before, a code span after.
            let inlines: [Inline] = [.text("左"), .text(text), .code("x")]
            var byBytes: [CJKEmphasisRecovery.Piece] = []
            var byCharacters: [CJKEmphasisRecovery.Piece] = []
            CJKEmphasisRecovery.splitByScalar(text, inlines: inlines, position: 1, into: &byBytes)
            CJKEmphasisRecovery.splitByCharacter(text, inlines: inlines, position: 1, into: &byCharacters)
            #expect(byBytes == byCharacters, "\(text)")
            compared += 1
        }
        #expect(compared == texts.count)
        var pieces: [CJKEmphasisRecovery.Piece] = []
        CJKEmphasisRecovery.splitByScalar("前**é\\*", inlines: [.text("前**é\\*")], position: 0, into: &pieces)
        #expect(
            pieces == [
                .inline(.text("前")), .delimiter(count: 2, before: "前", after: "é"), .inline(.text("é\\*")),
            ])
    }

    @Test("Every zh rule lead of the bundled chapter renders in <strong>, with no literal ** left")
    func bundledChineseChapter() throws {
        let document = try #require(TestSupport.bundled.corpus.document("zh/bars"))
        let html = HTMLBodyRenderer.render(document.blocks)
        #expect(!html.contains("**"))
        let rules = TestSupport.bundled.graph.rules(in: "zh/bars")
        #expect(rules.count == 27)
        for rule in rules {
            #expect(html.contains("<strong>\(HTMLEscaping.text(rule.lead))</strong>"), "lead \(rule.lead)")
        }
        #expect(html.components(separatedBy: "<strong>").count - 1 == 29)  // 27 rule leads + 2 bold list items
    }

    @Test("Asterisks the source escapes (\\*) stay literal next to CJK text, in paragraphs, headings and cells")
    func escapedAsterisksStayLiteral() throws {
        let document = try TestSupport.parse(
            "\\*\\*分享。\\*\\*打开\n\n## \\*标题。\\*说明\n\n| a | b |\n| - | - |\n| \\*\\*分享。\\*\\*打开 | **分享。**打开 |\n",
            lang: .zh)
        let html = HTMLBodyRenderer.render(document.blocks)
        #expect(html.contains("<p>**分享。**打开</p>"))
        #expect(html.contains("<h2>*标题。*说明</h2>"))
        #expect(html.contains("<td>**分享。**打开</td>"))
        // Unescaped, the same cell is strong.
        #expect(html.contains("<td><strong>分享。</strong>打开</td>"))
    }

    @Test("A level whose every `*` follows a backslash, or is no character of its own, comes back as it is")
    func noDelimiterRun() {
        let escaped: [Inline] = [.text("前\\*后"), .code("x"), .text("e\u{301}*\u{301}中")]
        #expect(CJKEmphasisRecovery.hasAsteriskByte(escaped))
        #expect(CJKEmphasisRecovery.recover(escaped) == escaped)
        // A run beside CJK text still pairs, and the texts around it are joined again.
        #expect(
            CJKEmphasisRecovery.recover([.text("前**粗**"), .code("x")])
                == [.text("前"), .strong([.text("粗")]), .code("x")])
    }
}
