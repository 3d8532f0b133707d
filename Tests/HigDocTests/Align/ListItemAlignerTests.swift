import Foundation
import Testing

@testable import HigDoc

/// `ListItemAligner`: a rule's list items paired with its translation's by what they say, by their place
/// only where nothing speaks against it.
@Suite("list item aligner")
struct ListItemAlignerTests {
    static let aligner = ListItemAligner(matcher: TermMatcher(glossary: TestSupport.bundled.corpus.glossary))

    static func pair(_ english: [String], _ chinese: [String]) -> [ListItemAligner.Pairing] {
        aligner.pair(english, chinese)
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

    @Test("A list of 2,000 items in the reverse order pairs each item with its own")
    func longReversedList() {
        // The pairs sharing a signal are found through the items that carry it: a table of every pair
        // held 64 million counts for 8,000 items (23 s and 540 MB for one export).
        let count = 2000
        let pairings = Self.pair(
            (0..<count).map { "Wait \($0 + 10) seconds." }, (0..<count).reversed().map { "等 \($0 + 10) 秒。" })
        #expect(pairings.count == count)
        for row in [0, 1, 999, 1999] {
            #expect(pairings[row] == .content(count - 1 - row, signals: ["number:\(row + 10)"]))
        }
        #expect(pairings.filter { if case .content = $0 { true } else { false } }.count == count)
    }

    @Test("A signal every item of a list carries tells none apart: the rule's bar, a verb, a number")
    func commonSignals() {
        // Every item names the status bar, as its rule does: nothing but their places pairs them.
        #expect(
            Self.pair(["Keep the status bar.", "Move the status bar."], ["移动状态栏。", "保留状态栏。"]) == [
                .place(0), .place(1),
            ])
        // Hiding in every item, three against four or two: no item is anyone's (each had taken its place).
        let hiding = ["Hide it at launch.", "Hide it on scroll.", "Hide it while a video plays."]
        #expect(Self.pair(hiding, ["播放视频时隐藏它。", "启动时隐藏它。", "滚动时隐藏它。", "尽量少隐藏它。"]) == [.none, .none, .none])
        #expect(Self.pair(hiding, ["滚动时隐藏它。", "播放视频时隐藏它。"]) == [.none, .none, .none])
        // The same number in every item.
        #expect(
            Self.pair(
                ["Wait 2 seconds at launch.", "Wait 2 seconds on scroll.", "Wait 2 seconds while a video plays."],
                ["滚动时等 2 秒。", "播放视频时等 2 秒。"]) == [.none, .none, .none])
        // Numbers both items share, and one each that tells them apart.
        #expect(
            Self.pair(
                ["Use 2, 4 or 6 columns, at most 10 rows.", "Use 2, 4 or 6 columns, at most 12 rows."],
                ["使用 2、4 或 6 列，最多 12 行。", "使用 2、4 或 6 列，最多 10 行。"])
                == [.content(1, signals: ["number:10"]), .content(0, signals: ["number:12"])])
        // An item named by one item only does tell it apart.
        #expect(
            Self.pair(["Keep the status bar visible.", "Wait 3 seconds."], ["等 3 秒。", "保持状态栏可见。"]) == [
                .content(1, signals: ["glossary:status-bar"]), .content(0, signals: ["number:3"]),
            ])
    }

    @Test("Two items merged into one pair with neither, and the places after them say nothing")
    func mergedItems() {
        #expect(
            Self.pair(
                ["Wait 3 seconds.", "Then wait 5 seconds.", "Ask first."], ["先等 3 秒，再等 5 秒。", "先问。", "别忘了说明原因。"])
                == [.none, .none, .none])
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
