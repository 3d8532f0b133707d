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
        #expect(locator.firstMismatch(shape) == nil)
        let narrower = JSONLineLocator.Shape.object(["a": .array(.object(["c": .value])), "dé": .value])
        #expect(
            locator.firstMismatch(narrower)
                == JSONLineLocator.Mismatch(
                    kind: .unknownKey(known: ["c"]), path: [.key("a"), .index(1)], key: "b", line: 2))
        let top = JSONLineLocator.Shape.object(["a": .value, "f": .value])
        #expect(
            locator.firstMismatch(top)
                == JSONLineLocator.Mismatch(kind: .unknownKey(known: ["a", "f"]), path: [], key: "dé", line: 5))
    }

    @Test("Finds a key given twice in one object, and a number that is not a whole one where one is wanted")
    func repeatedKeysAndNumbers() {
        let shape = JSONLineLocator.Shape.object(["n": .integer, "l": .array(.object(["k": .value]))])
        func mismatch(_ text: String) -> JSONLineLocator.Mismatch? {
            JSONLineLocator(Data(text.utf8)).firstMismatch(shape)
        }
        // Whole numbers as the decoder reads an `Int`, in any of JSON's forms.
        for number in ["2", "-0", "2.0", "2E0", "9223372036854775807", "-9223372036854775808"] {
            #expect(mismatch("{ \"n\" : \(number) }") == nil, "\(number)")
        }
        for number in [
            "1.5", "1e400", "9223372036854775808", "123456789012345678901234567890", "-9223372036854775809",
            "-9223372036854775808.0",
        ] {
            #expect(
                mismatch("{\n  \"l\" : [],\n  \"n\" :\n \(number)\n}")
                    == JSONLineLocator.Mismatch(kind: .notWholeNumber, path: [.key("n")], key: "n", line: 4),
                "\(number)")
        }
        // A string where a number should be is the decoder's to report.
        #expect(mismatch("{ \"n\" : \"1.5\" }") == nil)
        #expect(
            mismatch("{ \"l\" : [ { \"k\" : 1 },\n { \"k\" : 1,\n \"k\" : 2 } ] }")
                == JSONLineLocator.Mismatch(
                    kind: .repeatedKey(firstLine: 2), path: [.key("l"), .index(1)], key: "k", line: 3))
    }

    @Test("Finds where a file stops being JSON, and whether it ends there; reads trailing commas as the decoder does")
    func syntaxErrors() {
        func broken(_ text: String) -> JSONLineLocator.SyntaxError? {
            JSONLineLocator(Data(text.utf8)).syntaxError()
        }
        #expect(broken(Self.document) == nil)
        #expect(broken("\u{FEFF}{ \"a\" : [ 1, 2, ],\n \"b\" : { \"c\" : null, }, }") == nil)
        #expect(broken("[ -0.5e+3, 0, true, false, null, \"\\ud83d\\ude00\\/\" ]") == nil)
        let cases: [(String, JSONLineLocator.SyntaxError)] = [
            ("{\n \"a\" : 01 }", .init(line: 2, atEnd: false)),
            ("{\n \"a\" : 1. }", .init(line: 2, atEnd: false)),
            ("{\n \"a\" : tru }", .init(line: 2, atEnd: false)),
            ("{\n \"a\" : \"x\\q\" }", .init(line: 2, atEnd: false)),
            ("{\n \"a\" : \"\\ud800\" }", .init(line: 2, atEnd: false)),
            ("{\n \"a\" : \"\\ud800\\u0041\" }", .init(line: 2, atEnd: false)),
            ("{\n \"a\" : \"\\udc00\" }", .init(line: 2, atEnd: false)),
            ("{\n \"a\" : \"\\uZZZZ\" }", .init(line: 2, atEnd: false)),
            ("{\n \"a\" : \"\\u12\" }", .init(line: 2, atEnd: false)),
            ("{\n \"a\" : \"x\ty\" }", .init(line: 2, atEnd: false)),
            ("{\n \"a\" : 1 }\n// comment", .init(line: 3, atEnd: false)),
            ("{\n \"a\" : 1 }\r\n}", .init(line: 3, atEnd: false)),
            ("{\r \"a\" : [ 1,\r", .init(line: 3, atEnd: true)),
            ("", .init(line: 1, atEnd: true)),
        ]
        for (text, expected) in cases { #expect(broken(text) == expected, "\(text.debugDescription)") }
        // As deep as the decoder reads, and one deeper; a million deep stops there too, its stack unspent.
        #expect(broken(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) == nil)
        for depth in [513, 1_000_000] {
            #expect(
                broken("[\n" + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth))
                    == .init(line: 2, atEnd: false, tooDeep: true))
        }
    }
}
