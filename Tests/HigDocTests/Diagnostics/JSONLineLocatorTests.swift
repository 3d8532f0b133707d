import Foundation
import Testing

@testable import HigDoc

@Suite("JSON line locator")
struct JSONLineLocatorTests {
    static let document = """
        {
          "a" : [ 1, { "b" : "x\\"y" },
            [ true, null,
              { "c" : -2.5e3 } ] ],
          "d\\u00e9" : { "e" : [] },
          "f" : "{ \\"a\\" : [",
          "g" : "c:\\\\", "h" : 1
        }
        """

    func line(_ text: String, _ path: [JSONLineLocator.Step]) -> Int? {
        JSONLineLocator(Data(text.utf8)).line(of: path)
    }

    @Test("Finds the line of a member's key, an element and the whole document, past strings that look like JSON")
    func lines() {
        let text = Self.document
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "the document is JSON")
        #expect(line(text, []) == 1)
        #expect(line(text, [.key("a")]) == 2)
        #expect(line(text, [.key("a"), .index(1), .key("b")]) == 2)
        #expect(line(text, [.key("a"), .index(2)]) == 3)
        #expect(line(text, [.key("a"), .index(2), .index(1)]) == 3)
        #expect(line(text, [.key("a"), .index(2), .index(2), .key("c")]) == 4)
        // A key written with an escape is the key it reads as.
        #expect(line(text, [.key("dé"), .key("e")]) == 5)
        #expect(line(text, [.key("f")]) == 6)
        // A string that ends in an escaped backslash ends at the quote after it.
        #expect(line(text, [.key("h")]) == 7)
    }

    @Test("Counts LF, CRLF and lone CR line ends, after a byte order mark")
    func lineEnds() {
        for ending in ["\r\n", "\r"] {
            let text = "\u{FEFF}" + Self.document.replacingOccurrences(of: "\n", with: ending)
            #expect(line(text, [.key("a"), .index(2), .index(2), .key("c")]) == 4, "\(ending.debugDescription)")
            #expect(line(text, [.key("f")]) == 6)
        }
    }

    @Test("Has no line for a path the file does not hold, nor in what is not JSON")
    func missing() {
        #expect(line(Self.document, [.key("z")]) == nil)
        #expect(line(Self.document, [.key("a"), .index(3)]) == nil)
        #expect(line(Self.document, [.key("f"), .key("a")]) == nil)
        #expect(line(Self.document, [.index(0)]) == nil)
        #expect(line("{ \"a\" : [ 1, ", [.key("a"), .index(1)]) == nil)
        #expect(line("", []) == nil)
        #expect(line("{ \"a\\\"", [.key("a")]) == nil)
    }

    @Test("Finds the first key, in the file's order, that a shape does not name, and its object's path")
    func unknownKeys() {
        let shape = JSONLineLocator.Shape.object([
            "a": .array(.object(["b": .value])), "dé": .value, "f": .value, "g": .value, "h": .value,
        ])
        let locator = JSONLineLocator(Data(Self.document.utf8))
        // `a[0]` is a number and `a[2]` an array, not objects: passed over, as the decoder reports them.
        #expect(locator.firstUnknownKey(shape) == nil)
        let narrower = JSONLineLocator.Shape.object(["a": .array(.object(["c": .value])), "dé": .value])
        #expect(
            locator.firstUnknownKey(narrower)
                == JSONLineLocator.UnknownKey(object: [.key("a"), .index(1)], key: "b", line: 2, known: ["c"]))
        let top = JSONLineLocator.Shape.object(["a": .value, "f": .value])
        #expect(
            locator.firstUnknownKey(top)
                == JSONLineLocator.UnknownKey(object: [], key: "dé", line: 5, known: ["a", "f"]))
    }
}
