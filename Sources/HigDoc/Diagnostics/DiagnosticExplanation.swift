/// What a finding's code means and what to do about it, in English and in Chinese: for
/// `higdoc explain`, the site's page of codes (linked from every finding of the QA report) and the
/// help of SARIF's rules.
public struct DiagnosticExplanation: Sendable, Equatable {
    public var code: DiagnosticCode
    /// What the code reports, in one sentence (in English, `DiagnosticCode.summary`).
    public var meaning: String
    /// What a writer or translator does about it.
    public var fix: String

    /// The explanation of `code` in `language`.
    public static func of(_ code: DiagnosticCode, in language: Language) -> DiagnosticExplanation {
        let texts = texts(code)
        return language == .en
            ? DiagnosticExplanation(code: code, meaning: code.summary, fix: texts.fix)
            : DiagnosticExplanation(code: code, meaning: texts.zhMeaning, fix: texts.zhFix)
    }

    /// Every code's explanation in `language`, in the order of the codes.
    public static func all(in language: Language) -> [DiagnosticExplanation] {
        DiagnosticCode.allCases.map { of($0, in: language) }
    }

    /// The explanation as `higdoc explain` prints it: the code, its name and default severity, then the
    /// meaning and the fix, each on a line of its own, indented; in `language`.
    public func text(in language: Language) -> String {
        let severity = code.defaultSeverity.name(in: language)
        let fixLine = Self.fixLabel(in: language) + (language == .en ? " " : "") + fix
        return language == .en
            ? "\(code.rawValue) \(code.name) (\(severity))\n  \(meaning)\n  \(fixLine)\n"
            : "\(code.rawValue) \(code.name)（\(severity)）\n  \(meaning)\n  \(fixLine)\n"
    }

    /// What comes before the fix: "What to do:", or 怎么做：.
    public static func fixLabel(in language: Language) -> String {
        language == .en ? "What to do:" : "怎么做："
    }

    /// The code named `text`: its code (`HD0312`, in any case) or its name (`inconsistent-term-translation`).
    public static func code(named text: String) -> DiagnosticCode? {
        DiagnosticCode(rawValue: text.uppercased()) ?? DiagnosticCode.allCases.first { $0.name == text.lowercased() }
    }

    /// The English fix, and the Chinese meaning and fix.
    private static func texts(_ code: DiagnosticCode) -> (fix: String, zhMeaning: String, zhFix: String) {
        switch code {
        case .pipeTableDelimiterMismatch:
            (
                "Give the delimiter row (| --- | --- |) one cell for each cell of the header.",
                "管道表格的分隔行（| --- | --- |）与表头的单元格数不同。",
                "让分隔行的单元格数与表头的列数相同。"
            )
        case .pipeTableRowWidth:
            (
                "Give the row one cell for each column: add the cells it lacks or merge the extra ones.",
                "管道表格的某一行比表头多出或缺少单元格。",
                "让这一行的单元格数与表头的列数相同：补上缺少的单元格，或合并多出的单元格。"
            )
        case .htmlTableUnterminated:
            (
                "Close the table with </table> where it ends.",
                "原始 HTML 表格缺少 </table> 结束标签，已一直读到所在章节的末尾。",
                "在表格结束的地方加上 </table>。"
            )
        case .unrecognizedHTML:
            (
                "Close an HTML comment with -->. Otherwise put a blank line between the HTML and the markdown after it (an HTML block such as <div> or <table> ends only at a blank line; higdoc reads markdown right under a top-level </table> as markdown, which other CommonMark renderers do not), move text written between a table's rows or outside its cells into a cell, or write the text in markdown; if the text should not be shown, remove it.",
                "一段原始 HTML 块（或未闭合的 HTML 注释、表格单元格之外）中含有文字，这些文字被当作 HTML 读取，而不是内容。",
                "HTML 注释请用 --> 闭合。其他情况下，在 HTML 与其后的 markdown 之间加一个空行（<div>、<table> 等 HTML 块只在空行处结束；higdoc 会把顶层 </table> 正下方的 markdown 当作 markdown 读取，其他 CommonMark 渲染器不会），把写在表格行之间或单元格之外的文字移入单元格，或改用 markdown 书写这些文字；如果这些文字不应显示，请删除它们。"
            )
        case .danglingAnchor:
            (
                "Move the anchor right above the heading or table it names, or remove it.",
                "<a name> 锚点后面没有可由它命名的标题或表格。",
                "把锚点移到它所命名的标题或表格的正上方，或删除它。"
            )
        case .placeholderLink:
            (
                "Give the link its real target, or make its text plain text.",
                "链接的目标只有“#”，不指向任何地方。",
                "为链接填上真正的目标，或把它改为普通文本。"
            )
        case .undefinedLinkReference:
            (
                "Give the link its target, [name](https://…), as the English source does; if the brackets are meant as text, escape them: \\[name\\].",
                "方括号中的名称写成了链接的样子，但没有任何链接定义给出它的目标，因此连同方括号一起显示为文字。",
                "像英文原文那样为链接补上目标，写成 [名称](https://…)；如果方括号本来就是文字，请转义：\\[名称\\]。"
            )
        case .pipeTableWithoutHeader:
            (
                "Join the rows to their table (a blank line ends a table), or give them a header row and a delimiter row (| --- |) of their own.",
                "一些看起来像管道表格行的文字前面没有表头和分隔行，因此被当作普通段落读取。",
                "把这些行接回它们的表格（空行会结束表格），或为它们补上表头行和分隔行（| --- |）。"
            )
        case .footnote:
            (
                "Put the note where the reader needs it: in the sentence, in parentheses, or in a callout under the paragraph (> **Note:** …, > **注意：** …); then remove the [^1] mark and its [^1]: line. CommonMark, which higdoc reads, has no footnotes: the page shows the mark with its brackets and the note as a paragraph of its own, and a note of one word is read as a link definition and vanishes.",
                "页面中写了脚注（[^1] 及其 [^1]: 注释），但 CommonMark 没有脚注：两者都会按原样显示。",
                "把注释放到读者需要的地方：写进句子里、放在括号中，或写成段落下方的备注（> **注意：** …）；然后删去 [^1] 标记和 [^1]: 那一行。higdoc 依据的 CommonMark 没有脚注：页面会连同方括号显示标记，并把注释显示为单独的段落；只有一个词的注释还会被当作链接定义而消失。"
            )
        case .unresolvedInternalLink:
            (
                "Correct the anchor so that it names a section of the corpus; a page outside the corpus is linked by its full URL.",
                "链接指向语料中的一个锚点，但没有任何章节带有这个锚点。",
                "改正锚点，使它指向语料中的某个章节；语料之外的页面请用完整的 URL 链接。"
            )
        case .duplicateAnchor:
            (
                "Give each section an anchor of its own: a link to the anchor reaches only the first.",
                "同一页面中的两个章节带有相同的锚点。",
                "为每个章节使用各自的锚点：指向这个锚点的链接只能到达第一个章节。"
            )
        case .unrecognizedHeading:
            (
                "Write the heading as the glossary writes the bar or topic (the finding names its term), or, if the heading's wording is meant, add it to that concept's terms in glossary.yaml. Until then higdoc reads the section as the one the finding names: it is paired with the English section, its guidelines belong to that bar, and the site shows it on the bar's page.",
                "某个标题不是术语表中任何栏或主题的写法，但从标题的用词或章节正文可以看出它讲的是哪一个。",
                "按术语表的写法改写标题（结果中给出了术语），或者，如果确实要用这个写法，就把它加入 glossary.yaml 中该概念的术语。在此之前，higdoc 会把这个章节当作结果所指的章节：它与对应的英文章节配对，其中的准则归入该栏，网站也在该栏的页面上显示它。"
            )
        case .missingSection:
            (
                "Translate the section and put it where the finding points to: after the translation of the English section before it, or under the translation of its parent section. If the edition the translation follows has no such section, record the finding in a baseline (higdoc check --write-baseline).",
                "英文原文的某个章节在译文中没有对应的章节。",
                "翻译这个章节，并放在这条结果所指的位置：英文中它前一个章节的译文之后，或其上级章节的译文之下。如果译文所依据的版本没有这个章节，可把这条结果记入基线（higdoc check --write-baseline）。"
            )
        case .extraSection:
            (
                "Check that the section belongs in the translation (a newer edition may have added it): remove it if not, or record the finding in a baseline.",
                "译文的某个章节在英文原文中没有对应的章节。",
                "确认这个章节确实属于译文（较新的版本可能新增了它）：不属于就删除，否则可把这条结果记入基线。"
            )
        case .missingRule:
            (
                "Translate the guideline and put it after the place the finding points to (the translation of the English guideline before it, or its section's heading): its bold lead sentence first, then the rest. When the message says the translation seems to have moved it into another section, move that translation here instead.",
                "英文原文的某条指南在译文中没有对应的条目。",
                "翻译这条指南，放在结果所指位置之后（英文中前一条指南的译文，或所在小节的标题）：先译加粗的首句，再译其余部分。如果结果说译文似乎已把它移到了别的小节，请把那条译文移到这里，而不是重新翻译。"
            )
        case .extraRule:
            (
                "Check whether the guideline comes from a newer edition. If it translates an English guideline, make its lead sentence say what the English one says, so that the two align. When the message names an English guideline of another section that it seems to translate, move it into that section's translation: it is in the wrong place, not wrongly translated.",
                "译文的某条指南在英文原文中没有对应的条目。",
                "确认这条指南是否来自较新的版本。如果它是某条英文指南的译文，请让它的首句与英文的意思一致，使两者能够对齐。如果结果指出它似乎是另一小节中某条英文指南的译文，请把它移到那一小节的译文中：它放错了位置，而不是译错了。"
            )
        case .missingTableRow:
            (
                "Add the row to the translated table, with the item's name and meaning translated.",
                "英文表格的某一行在译文的表格中没有对应的行。",
                "在译文的表格中补上这一行，并翻译这个项目的名称和含义。"
            )
        case .extraTableRow:
            (
                "Check that the English edition has the item: remove the row if not, or record the finding in a baseline if a newer edition added it.",
                "译文表格的某一行在英文表格中没有对应的行。",
                "确认英文版本中有这个项目：没有就删除这一行；如果是较新的版本新增的，可把这条结果记入基线。"
            )
        case .malformedTable:
            (
                "Give every row as many cells as the header has.",
                "表格的格式有误：行与表头不一致。",
                "让每一行的单元格数与表头相同。"
            )
        case .numberMismatch:
            (
                "Compare the numbers on both sides (a number written as a word, seven or 七, counts too) and correct the side that is wrong.",
                "一对已对齐的内容中出现的数字不同。",
                "核对两边的数字（写成文字的数字，如 seven、七，也算在内），改正出错的一边。"
            )
        case .linkTargetOneSided:
            (
                "Add the link to the side that lacks it (the same target, its text translated), or remove it from the side that should not have it.",
                "一对已对齐的内容中，某个链接目标只出现在一边。",
                "在缺少链接的一边加上它（目标相同，文字翻译），或从不该有它的一边删除。"
            )
        case .imageOneSided:
            (
                "If both editions show the image, add it to the side that lacks it; otherwise nothing needs to change.",
                "某张图片只出现在一对已对齐章节的一边。",
                "如果两个版本都有这张图片，请在缺少的一边补上；否则无需修改。"
            )
        case .inconsistentTableNumbering:
            (
                "Give the table one number, in the text and in its caption; a reference names a table the page has (its place among the page's tables).",
                "同一份文档中，正文和表题对同一张表格的编号不同，或者正文引用了文档中并不存在的表格。",
                "让正文和表题使用同一个表格编号（例如都写“表 37-1”）；正文只引用文档中实有的表格（编号即它在文档各表格中的次序）。"
            )
        case .inconsistentTermTranslation:
            (
                "Use one rendering throughout the document: the glossary's first, which the finding suggests however often the page uses the others (or, if the page is right, change the glossary's order). A word in a rule, row or heading counts only if its English has the term; in other prose higdoc cannot tell, so where the word means something else (横向 in 横向常规, a size class), leave it and list that phrase in the glossary as a term of its own.",
                "同一个术语在译文中有不同的译法。",
                "全文统一使用一种译法：术语表中列在首位的译法，即结果中建议的译法，无论页面中其他译法用得多频繁（如果页面的用法才是对的，请调整术语表中译法的顺序）。规则、表格行或标题中的词，只有在对应英文含有该术语时才计入；其他段落中 higdoc 无法判断，因此若某处的词另有含义（如“横向常规”中的“横向”指尺寸类别），请保留原文，并把该短语作为单独的术语加入术语表。"
            )
        case .untranslatedProse:
            (
                "Translate the sentence, in parentheses too; the names of UI elements and APIs may stay in English, and so may a term or title kept in parentheses beside its translation (an English sentence in parentheses, one that ends with a period, is reported).",
                "译文中留有未翻译的英文句子。",
                "翻译这句话，括号里的也要翻译；界面元素和 API 的名称可以保留英文，译文旁括号中保留的英文术语或标题也可以（括号里以句号结尾的英文句子会被报告）。"
            )
        case .missingTranslation:
            (
                "Translate the page, naming the English page in the translation's front matter (translates: its id). Until then the site shows the English.",
                "某个英文页面还没有译文。",
                "翻译这个页面，并在译文的前置元数据中写明它翻译的英文页面（translates: 英文页面的 id）。在此之前，网站显示英文原文。"
            )
        case .editionMismatch:
            (
                "Nothing to fix by itself: it says why other findings appear. Translate the source's edition, or expect the differences between the two editions.",
                "译文所依据的版本与英文原文的版本不同。",
                "这条结果本身无需修改，它说明了其他结果出现的原因。请按原文的版本翻译，或预期两个版本之间会有差异。"
            )
        case .outdatedTranslation:
            (
                "Update the translated unit to the English change, then run higdoc check --accept to record it as reviewed.",
                "译文被确认之后，对应的英文内容又改动了。",
                "按英文的改动更新译文，然后运行 higdoc check --accept，记录译文已经复核。"
            )
        case .duplicateTableRow:
            (
                "Remove the repeated row.",
                "表格中同一行出现了两次。",
                "删除重复的那一行。"
            )
        case .wrongBarName:
            (
                "Name the bar the English names, with the glossary's rendering (toolbar: 工具栏).",
                "译文中的某条指南或表格行提到的栏与英文原文不同，而且没有提到英文所说的栏。",
                "改用英文所说的栏，并使用术语表中的译法（toolbar：工具栏）。"
            )
        case .shortTranslation:
            (
                "Compare the translation with the English sentence by sentence and translate what is missing; when the translated edition is newer and shorter, nothing needs to change.",
                "译文中的某条指南或表格行比英文原文短得多（与本页其他译文和原文的长度之比相比），可能漏译了句子。",
                "逐句对照英文原文，把漏译的内容补上；如果译文依据的是较新且更简短的版本，则无需修改。"
            )
        case .sectionPlacement:
            (
                "Give the heading the level its English has (one more # makes a section a subsection of the one before), and put the section where the English has it.",
                "译文中的某个章节在页面大纲中的位置与英文原文不同：位于另一个章节之下，或者与其他章节的先后顺序不同。",
                "把标题的级别改成与英文原文一致（多一个 # 会使该章节成为前一个章节的子章节），并把该章节移到英文原文中的位置。"
            )
        case .rowImageMismatch:
            (
                "Give the row the image of its own button or icon (the UIKit symbol of its name, such as Add in UIBarButtonAdd_2x.png, in the translation's edition), not another row's; if the row's name is the wrong one, rename the row instead.",
                "译文表格中的某一行显示的是英文表格中另一行的按钮或图标（两者图片文件的 UIKit 符号名相同），或者该行的名称是另一行的名称。",
                "把该行的图片换成它自己的按钮或图标（与名称对应的 UIKit 符号，例如 UIBarButtonAdd_2x.png 中的 Add，按译文所依据的版本），而不是另一行的；如果错的是该行的名称，则改正名称。"
            )
        case .ruleListLength:
            (
                "Translate every item of the list the English guideline opens, one list item for each; when the translation has more, check whether a newer English edition added them.",
                "译文中的某条指南所列的条目比英文原文少或多（英文指南的段落下方紧接着一个列表）。",
                "把英文指南所列的每一条都翻译出来，每条对应一个列表项；如果译文多出条目，请确认是否来自较新的英文版本。"
            )
        case .proseNumberMismatch:
            (
                "Find the sentence in the English paragraph the finding names and compare its number with the translation's (a number written as a word, five or 五个, counts too); correct the translation. A note instead of a warning means the two pages are of different editions: the number may be one the editions differ in, so check it against the edition the translation follows.",
                "一对已对齐章节的正文（段落、列表项、备注）中，某个数字只出现在一边。",
                "找到结果所指的英文段落中的句子，把其中的数字与译文核对（写成文字的数字，如 five、五个，也算在内），改正译文。如果这条结果是提示而不是警告，说明两个页面的版本不同，这个数字可能正是两个版本的差异，请按译文所依据的版本核对。"
            )
        case .proseLinkOneSided:
            (
                "Find the link in the paragraph the finding names (or in the English paragraph it points to) and give the other side the same link, to the same target, its text translated; if the sentence moved into another section, nothing is lost (a link the other side has in the section around this one, or in one of this section's direct subsections, where their own counterparts lack it, is not reported). A link written in a block of raw HTML (a line that opens with <div> or <p>) is left out of the site: write it as a markdown link, [text](target), or as an <a href> inside a paragraph. A note instead of a warning means the two pages are of different editions, which often link to different references: check the link against the edition the translation follows.",
                "一对已对齐章节的正文（段落、列表项、备注）中，某个链接目标只出现在一边。",
                "找到结果所指的段落（或它指向的英文段落）中的链接，在另一边加上同样的链接（目标相同，文字翻译）；如果该句子被移到了别的章节，则没有遗漏（另一边在外层章节或本章节的直接子章节中有同一链接、而这些章节的对应章节没有的，不会报告）。写在原始 HTML 块（以 <div> 或 <p> 开头的行）中的链接不会出现在网站上，请改写成 markdown 链接：[文字](目标)，或写在段落之中的 <a href>。如果这条结果是提示而不是警告，说明两个页面的版本不同，而不同版本常常链接到不同的参考资料，请按译文所依据的版本核对该链接。"
            )
        case .staleLock:
            (
                "Review the translation against the English (the finding says whether its units are still checked through the English they were accepted with), then run higdoc check --accept to record it under the page's present id. A page's id is its front matter's `id:`; the lock names every translated unit by it, so changing it, or checking with a lock written for other content, leaves the lock's entries naming units that no page has, and the outdated-translation check (HD0316) finds nothing through them.",
                "锁文件所确认的译文单元属于一个内容中已不存在（以该 id）的页面。",
                "对照英文复核译文（结果中说明了这些单元是否仍通过当初确认时的英文得到检查），然后运行 higdoc check --accept，以页面现在的 id 记录它们。页面的 id 是其 front matter 中的 `id:`；锁文件用它命名每个译文单元，所以修改它，或者用为其他内容写的锁文件做检查，都会让锁文件的条目指向不存在的单元，过期译文检查（HD0316）也就无从发现问题。"
            )
        case .glossaryTermMissing:
            (
                "Render the term as the glossary does (segmented control: 分段控件), at least once in the unit; if the translation's word is right, add it to the concept's zh list in glossary.yaml. Only bars and UI terms are weighed, in the English's own words (not its link titles, code or a table row's name); a word the glossary marks freeRendering: true (custom, tap) may be said otherwise. A unit of a bar's section need not name its bar, and a translation another finding calls incomplete (HD0320, HD0324, HD0316) is not judged. A note instead of a warning means the two pages are of different editions: the term may be one they differ in.",
                "英文使用了术语表中的某个术语，而对应的译文（指南或表格行）中没有术语表给出的任何一种译法。",
                "按术语表的译法翻译该术语（segmented control：分段控件），在该单元中至少出现一次；如果译文所用的词才是对的，请把它加入 glossary.yaml 中该概念的 zh 列表。只检查栏和界面术语，且只看英文正文本身（不看链接标题、代码和表格行的名称）；术语表标记为 freeRendering: true 的词（custom、tap）可以意译。某个栏的章节中的单元可以不提该栏；已被其他结果判为不完整的译文（HD0320、HD0324、HD0316）不在此列。如果这条结果是提示而不是警告，说明两个页面的版本不同，该术语可能正是两个版本的差异。"
            )
        case .missingRuleBody:
            (
                "Translate the rest of the English guideline after its bold lead sentence.",
                "译文中的某条指南只有加粗的首句，而英文原文在首句之后还有内容。",
                "在加粗的首句之后，把英文指南的其余部分翻译出来。"
            )
        case .duplicateRule:
            (
                "Remove the repeated guideline, or, if it should say something else, translate what the English says there.",
                "同一页面中同一条指南出现了两次。",
                "删除重复的那一条指南；如果它本应表达别的内容，请按英文原文翻译。"
            )
        case .structureOnlySection:
            (
                "Nothing needs to change: the content is translated. Add the subsection headings if the translation should follow the source's structure.",
                "某个小标题只出现在一边，但它下面的内容两边都有。",
                "无需修改，内容已经翻译。如果希望译文的结构与原文一致，可补上这些小标题。"
            )
        case .droppedHTML:
            (
                "Nothing needs to change, unless the HTML held content the site should show: then write that content in markdown.",
                "网站没有收录一段原始 HTML。",
                "无需修改；除非这段 HTML 中有网站应当显示的内容，那就请改用 markdown 书写。"
            )
        case .unsafeURL:
            (
                "Use an http, https or mailto URL, or a relative one.",
                "使用了不安全 URL 协议的链接或图片已被移除。",
                "改用 http、https、mailto 或相对 URL。"
            )
        case .missingImageAsset:
            (
                "Nothing to fix in the content: higdoc publishes no image files, and the site shows a captioned placeholder instead.",
                "内容引用的图片文件没有随语料提供。",
                "内容无需修改：higdoc 不发布图片文件，网站会在原处显示一个带说明的占位框。"
            )
        }
    }
}
