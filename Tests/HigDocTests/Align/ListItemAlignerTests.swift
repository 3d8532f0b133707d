import Foundation
import Testing

@testable import HigDoc

/// `ListItemAligner`: a rule's list items paired with its translation's by what they say, by their place
/// only where nothing speaks against it.
@Suite("list item aligner")
struct ListItemAlignerTests {
    static let aligner = ListItemAligner(matcher: TermMatcher(glossary: TestSupport.bundled.corpus.glossary))

    static func pair(_ english: [String], _ chinese: [String], bar: String? = "status-bar") -> [ListItemAligner
        .Pairing]
    {
        aligner.pair(english, chinese, bar: bar)
    }

    @Test("Numbers, code and the English a translation keeps in parentheses pair reordered items")
    func contentSignals() {
        #expect(
            Self.pair(["Wait 3 seconds.", "Wait 5 seconds."], ["等 5 秒。", "等 3 秒。"]) == [
                .content(1, signals: ["number:3"]), .content(0, signals: ["number:5"]),
            ])
        #expect(
            Self.pair(
                ["Set preferredStatusBarStyle.", "Call setNeedsLayout."],
                ["调用 setNeedsLayout。", "设置 preferredStatusBarStyle。"])
                == [
                    .content(1, signals: ["code:preferredStatusBarStyle"]),
                    .content(0, signals: ["code:setNeedsLayout"]),
                ])
        #expect(
            Self.pair(["Use a page curl.", "Use a cross dissolve."], ["使用交叉溶解（cross dissolve）。", "使用翻页（page curl）。"])
                == [
                    .content(1, signals: ["term:page curl"]), .content(0, signals: ["term:cross dissolve"]),
                ])
    }

    @Test("The rule's own bar tells no item apart")
    func barConcept() {
        let english = ["Keep the status bar.", "Move the status bar."]
        let chinese = ["移动状态栏。", "保留状态栏。"]
        // Every item names the status bar, as its rule does: nothing but their places pairs them.
        #expect(Self.pair(english, chinese, bar: "status-bar") == [.place(0), .place(1)])
        // Outside a bar the concept counts, but equally for every pair: the places break the tie.
        #expect(
            Self.pair(english, chinese, bar: nil) == [
                .content(0, signals: ["glossary:status-bar"]), .content(1, signals: ["glossary:status-bar"]),
            ])
    }

    @Test("Items with no signals pair by place when both lists are as long, else not at all")
    func signalless() {
        #expect(Self.pair(["Ask first.", "Then act."], ["先问。", "再做。"]) == [.place(0), .place(1)])
        #expect(Self.pair(["Ask first.", "Then act."], ["先问。"]) == [.none, .none])
        #expect(Self.pair(["Ask first."], []) == [.none])
    }

    @Test("A place is no evidence once the signals show the order changed, or where they disagree")
    func placeOnlyWhenNothingSpeaksAgainstIt() {
        // Reordered by signals: the plain item in the middle is not trusted to its place.
        #expect(
            Self.pair(["Wait 3 seconds.", "Ask first.", "Wait 7 seconds."], ["等 7 秒。", "先问。", "等 3 秒。"]) == [
                .content(2, signals: ["number:3"]), .none, .content(0, signals: ["number:7"]),
            ])
        // In order: it is.
        #expect(
            Self.pair(["Wait 3 seconds.", "Ask first.", "Wait 7 seconds."], ["等 3 秒。", "先问。", "等 7 秒。"]) == [
                .content(0, signals: ["number:3"]), .place(1), .content(2, signals: ["number:7"]),
            ])
        // Both state a number, not the same one.
        #expect(
            Self.pair(["Wait 3 seconds.", "Wait 5 seconds."], ["等 3 秒。", "等 9 秒。"]) == [
                .content(0, signals: ["number:3"]), .none,
            ])
        // Only one side states it: a translation that leaves out a number is still the item at its place.
        #expect(
            Self.pair(["Wait 3 seconds.", "Wait 5 seconds."], ["等 3 秒。", "稍等片刻。"]) == [
                .content(0, signals: ["number:3"]), .place(1),
            ])
    }
}
