/// The words of the site's interface, per language (the content brings its own).
public struct SiteStrings: Sendable, Equatable {
    public var siteName: String
    public var tagline: String
    public var home: String
    public var bars: String
    public var parallel: String
    public var items: String
    public var qa: String
    public var data: String
    public var search: String
    public var searchPlaceholder: String
    public var searchHint: String
    public var searchNoScript: String
    public var switchTo: String
    public var skipToContent: String
    public var source: String
    public var edition: String
    public var fromDocument: String
    public var noGuidance: String
    public var openParallel: String
    public var openBarPage: String
    public var coverage: String
    public var rules: String
    public var systemItems: String
    public var sections: String
    public var documents: String
    public var aligned: String
    public var missingInTranslation: String
    public var noSourceCounterpart: String
    /// A parallel row whose English heading the translation lacks but whose content it carries.
    public var headingOnlyInEnglish: String
    /// Says where that content is; `{carrier}` stands for the carrying section's linked title.
    public var headingOnlyNote: String
    public var notAligned: String
    public var untranslatedNotice: String
    public var translatedFrom: String
    public var original: String
    public var findings: String
    public var missingAssets: String
    public var siteNotes: String
    public var severity: String
    public var code: String
    public var location: String
    public var message: String
    public var name: String
    public var meaning: String
    public var status: String
    public var file: String
    public var noFindings: String
    public var specIntro: String
    public var specLink: String
    public var schemaLink: String
    public var noAlignment: String
    public var confidence: String
    public var languageCoverage: String
    public var sourceLanguage: String
    public var footer: String
    /// The label of the page navigation of a split list.
    public var pages: String = "Pages"
    public var previousPage: String = "Previous"
    public var nextPage: String = "Next"
    /// "Page {page} of {count}".
    public var pageOfCount: String = "Page {page} of {count}"
    /// The nouns after a count of one (`1 Document`); `documents`, `rules` and `systemItems` after any other.
    public var document: String = "Document"
    public var rule: String = "Guideline"
    public var systemItem: String = "System item"
    /// The heading of a document page's list of its sections.
    public var onThisPage: String = "On this page"
    /// The item catalog's icon column, named for screen readers only (its header is visually hidden).
    public var icon: String = "Icon"
    /// The title of the page of the findings' codes, its introduction, and the label of a code's fix.
    public var codes: String = "Finding codes"
    public var codesIntro: String =
        "What each code of the QA report means, its default severity, and what to do about a finding of it. higdoc explain CODE prints the same."
    public var whatToDo: String = DiagnosticExplanation.fixLabel(in: .en)
    /// The heading of a parallel view's list of the English pages no page translates, and what it says.
    public var untranslatedPages: String = "English pages with no translation"
    public var untranslatedPagesNote: String =
        "These pages have no translation, so none of their units has a row in this view; the QA report counts each of them as missing in Chinese."
    /// The names of the findings' severities (`Severity`), as the QA report shows them.
    public var severityNames: [String: String] = Severity.names(in: .en)

    /// The name of severity `severity` (`Severity.rawValue`), itself when it has none.
    public func severityName(_ severity: String) -> String { severityNames[severity] ?? severity }

    /// `documents`, `rules` or `systemItems` (`kind`), or their singular after a count of one.
    public func noun(_ kind: CountedNoun, count: Int) -> String {
        switch kind {
        case .documents: count == 1 ? document : documents
        case .rules: count == 1 ? rule : rules
        case .systemItems: count == 1 ? systemItem : systemItems
        }
    }

    /// What the site counts in words.
    public enum CountedNoun: Sendable {
        case documents, rules, systemItems
    }

    public static func of(_ language: Language) -> SiteStrings { language == .en ? .english : .chinese }

    public static let english = SiteStrings(
        siteName: "iOS Human Interface Guidelines: Bars",
        tagline: "The bars chapter of Apple’s iOS Human Interface Guidelines, in English and Chinese, rule by rule.",
        home: "Home", bars: "Bars", parallel: "Side by side", items: "System items", qa: "QA report", data: "Data",
        search: "Search", searchPlaceholder: "Search guidelines (English or 中文)",
        searchHint: "Type at least one word or two Chinese characters.",
        searchNoScript: "Search needs JavaScript. Every guideline is also listed on the bar pages.",
        switchTo: "中文", skipToContent: "Skip to content", source: "Source", edition: "Edition",
        fromDocument: "From", noGuidance: "No page in this language gives guidance about this bar yet.",
        openParallel: "English and Chinese side by side", openBarPage: "Read the guidance",
        coverage: "Translation coverage", rules: "Guidelines", systemItems: "System items", sections: "Sections",
        documents: "Documents", aligned: "Aligned", missingInTranslation: "Missing in Chinese",
        noSourceCounterpart: "No English counterpart", headingOnlyInEnglish: "Heading only in English",
        headingOnlyNote: "Heading only in English — content is in {carrier}", notAligned: "Not aligned",
        untranslatedNotice: "This page has not been translated into English; the original follows.",
        translatedFrom: "Translation of", original: "Original",
        findings: "Findings", missingAssets: "Missing image assets",
        siteNotes: "What the site left out", severity: "Severity", code: "Code", location: "Location",
        message: "Message", name: "Name", meaning: "Meaning", status: "Status", file: "File",
        noFindings: "Nothing to report.",
        specIntro:
            "The guideline graph as machine-readable JSON: documents, bars, sections, rules, system items, notes, links, images, diagnostics and alignments, with a JSON Schema (draft 2020-12).",
        specLink: "The spec (JSON)", schemaLink: "Its JSON Schema",
        noAlignment: "No alignment is available for this bar yet.", confidence: "confidence",
        languageCoverage: "Languages", sourceLanguage: "source language",
        footer: "Content © Apple Inc., shown for study. Built by higdoc.")

    public static let chinese = SiteStrings(
        siteName: "iOS 人机界面指南：栏",
        tagline: "苹果 iOS 人机界面指南的“栏”一章，中英对照，逐条可查。",
        home: "首页", bars: "栏", parallel: "中英对照", items: "系统项目", qa: "质量报告", data: "数据",
        search: "搜索", searchPlaceholder: "搜索指南（中文或 English）",
        searchHint: "请输入至少两个汉字或一个英文单词。",
        searchNoScript: "搜索需要 JavaScript。各栏页面也列出了全部指南。",
        switchTo: "English", skipToContent: "跳到正文", source: "来源", edition: "版本",
        fromDocument: "出自", noGuidance: "目前还没有中文页面介绍这个栏。",
        openParallel: "中英对照", openBarPage: "阅读指南",
        coverage: "翻译覆盖率", rules: "指南", systemItems: "系统项目", sections: "章节",
        documents: "文档", aligned: "已对齐", missingInTranslation: "中文缺失",
        noSourceCounterpart: "无对应英文", headingOnlyInEnglish: "仅英文有此小标题",
        headingOnlyNote: "仅英文有此小标题，内容在「{carrier}」中", notAligned: "未对齐",
        untranslatedNotice: "本页尚无中文译文，以下为英文原文。",
        translatedFrom: "译自", original: "原文",
        findings: "检查结果", missingAssets: "缺失的图片",
        siteNotes: "网站未收录的内容", severity: "级别", code: "代码", location: "位置",
        message: "说明", name: "名称", meaning: "含义", status: "状态", file: "文件",
        noFindings: "没有需要报告的问题。",
        specIntro: "指南图的机器可读 JSON：文档、栏、章节、指南、系统项目、备注、链接、图片、诊断与对齐信息，并附 JSON Schema（draft 2020-12）。",
        specLink: "规格（JSON）", schemaLink: "JSON Schema",
        noAlignment: "这个栏暂时没有对齐信息。", confidence: "置信度",
        languageCoverage: "语言", sourceLanguage: "源语言",
        footer: "内容版权归 Apple Inc. 所有，仅供学习。由 higdoc 生成。", pages: "分页", previousPage: "上一页",
        nextPage: "下一页", pageOfCount: "第 {page} 页，共 {count} 页", document: "文档", rule: "指南",
        systemItem: "系统项目", onThisPage: "本页内容", icon: "图标",
        codes: "检查代码",
        codesIntro: "质量报告中每个代码的含义、默认级别，以及遇到这类结果时该怎么做。运行 higdoc explain 代码 --language zh 也能看到同样的说明。",
        whatToDo: DiagnosticExplanation.fixLabel(in: .zh),
        untranslatedPages: "尚无中文译文的英文页面",
        untranslatedPagesNote: "这些页面尚无译文，因此它们的内容在此对照中没有对应的行；质量报告把其中每一项都计为中文缺失。",
        severityNames: Severity.names(in: .zh))
}
