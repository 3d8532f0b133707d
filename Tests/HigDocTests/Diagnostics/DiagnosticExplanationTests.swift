import Foundation
import Testing

@testable import HigDoc

/// What each finding's code means and what to do about it, in both languages: `higdoc explain`, the
/// site's page of codes (every finding of the QA report links to its entry) and SARIF's rule help.
@Suite("diagnostic explanations")
struct DiagnosticExplanationTests {
    @Test("Every code is explained in both languages, each text its own")
    func everyCode() {
        let english = DiagnosticExplanation.all(in: .en)
        let chinese = DiagnosticExplanation.all(in: .zh)
        #expect(english.count == 44 && chinese.count == 44)
        #expect(english.map(\.code) == DiagnosticCode.allCases && chinese.map(\.code) == DiagnosticCode.allCases)
        for (en, zh) in zip(english, chinese) {
            #expect(en.meaning == en.code.summary)
            #expect(en.fix.hasSuffix("."), "\(en.code)")
            #expect(zh.meaning.hasSuffix("。") && zh.fix.hasSuffix("。"), "\(zh.code)")
            // The Chinese is Chinese: ideographs, and no English sentence left in it.
            #expect(zh.meaning.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(zh.code)")
            #expect(!zh.fix.contains(en.fix), "\(zh.code)")
        }
        for list in [english, chinese] {
            #expect(Set(list.map(\.meaning)).count == 44)
            #expect(Set(list.map(\.fix)).count == 44)
        }
    }

    @Test("A code is named as a finding shows it, in any case, or by its name")
    func naming() {
        #expect(DiagnosticExplanation.code(named: "HD0312") == .inconsistentTermTranslation)
        #expect(DiagnosticExplanation.code(named: "hd0312") == .inconsistentTermTranslation)
        #expect(DiagnosticExplanation.code(named: "inconsistent-term-translation") == .inconsistentTermTranslation)
        #expect(DiagnosticExplanation.code(named: "Missing-Rule") == .missingRule)
        #expect(DiagnosticExplanation.code(named: "HD9999") == nil)
        #expect(DiagnosticExplanation.code(named: "") == nil)
    }

    @Test("higdoc explain prints a code's explanation in the language asked; an unknown code is a usage error")
    func explainCommand() throws {
        let english = try TestSupport.higdoc(["explain", "HD0303"])
        #expect(english.status == 0)
        #expect(
            english.stdoutText
                == "HD0303 missing-rule (error)\n"
                + "  A guideline of the English source has no counterpart in the translation.\n"
                + "  What to do: Translate the guideline and put it after the place the finding points to (the translation of the English guideline before it, or its section's heading): its bold lead sentence first, then the rest. When the message says the translation seems to have moved it into another section, move that translation here instead.\n"
        )
        let chinese = try TestSupport.higdoc(["explain", "inconsistent-term-translation", "--language", "zh"])
        #expect(
            chinese.stdoutText
                == "HD0312 inconsistent-term-translation（警告）\n  同一个术语在译文中有不同的译法。\n"
                + "  怎么做：全文统一使用一种译法：术语表中列在首位的译法，即结果中建议的译法，无论页面中其他译法用得多频繁"
                + "（如果页面的用法才是对的，请调整术语表中译法的顺序）。"
                + "规则、表格行或标题中的词，只有在对应英文含有该术语时才计入；其他段落中 higdoc 无法判断，"
                + "因此若某处的词另有含义（如“横向常规”中的“横向”指尺寸类别），请保留原文，并把该短语作为单独的术语加入术语表。\n")
        let all = try TestSupport.higdoc(["explain"])
        let headings = all.stdoutText.split(separator: "\n").filter { $0.hasPrefix("HD") }
        #expect(headings.map { String($0.prefix(6)) } == DiagnosticCode.allCases.map(\.rawValue))
        #expect(all.stdoutText.components(separatedBy: "\n\nHD").count == 44)
        let unknown = try TestSupport.higdoc(["explain", "HD0303", "HD9999"])
        #expect(unknown.status == 2)
        #expect(unknown.stdoutText.isEmpty)
        #expect(unknown.stderr.contains("unknown code 'HD9999'"))
        let language = try TestSupport.higdoc(["explain", "--language", "fr"])
        #expect(language.status == 2 && language.stderr.contains("--language must be en or zh"))
    }

    @Test("SARIF's rules carry the English fix as their help")
    func sarifHelp() throws {
        let report = CheckReport(
            documents: [], coverage: [], alignments: [], diagnostics: [], suppressed: 0, failOn: .error)
        let log = try JSONSerialization.jsonObject(with: SARIFFormatter.format(report)) as! [String: Any]
        let driver = ((log["runs"] as! [[String: Any]])[0]["tool"] as! [String: Any])["driver"] as! [String: Any]
        let rules = driver["rules"] as! [[String: Any]]
        #expect(rules.count == 44)
        for (rule, code) in zip(rules, DiagnosticCode.allCases) {
            #expect((rule["help"] as? [String: String])?["text"] == DiagnosticExplanation.of(code, in: .en).fix)
        }
    }
}
