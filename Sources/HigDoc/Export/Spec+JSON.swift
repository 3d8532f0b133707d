import Foundation

extension Spec {
    /// The spec as deterministic JSON: byte for byte what `DeterministicJSON.encode(self)` writes, but
    /// encoded one array element at a time on all cores, so no single tree of the whole spec is built.
    ///
    /// `JSONEncoder` indents a nested value by two spaces a level and escapes every newline inside a
    /// string, so an element encoded on its own becomes the element at depth 2 by putting four spaces
    /// after each of its line breaks.
    public func deterministicJSON() throws -> Data {
        var out = Data("{\n".utf8)
        // Members in the order `.sortedKeys` gives.
        let members: [(key: String, json: Data)] = [
            ("alignments", try Self.array(alignments)),
            ("bars", try Self.array(bars)),
            ("coverage", try Self.array(coverage)),
            ("diagnostics", try Self.array(diagnostics)),
            ("documents", try Self.array(documents)),
            ("generator", Self.indented(try Self.encoder.encode(generator), by: 2)),
            ("images", try Self.array(images)),
            ("links", try Self.array(links)),
            ("notes", try Self.array(notes)),
            ("rules", try Self.array(rules)),
            ("schemaVersion", try Self.encoder.encode(schemaVersion)),
            ("sections", try Self.array(sections)),
            ("systemItems", try Self.array(systemItems)),
        ]
        for (index, member) in members.enumerated() {
            out.append(contentsOf: "  \"\(member.key)\" : ".utf8)
            out.append(member.json)
            out.append(contentsOf: (index + 1 < members.count ? ",\n" : "\n").utf8)
        }
        out.append(contentsOf: "}\n".utf8)
        return out
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// An array member at depth 1: its elements encoded in chunks on all cores, each indented to depth 2.
    private static func array<Element: Encodable & Sendable>(_ elements: [Element]) throws -> Data {
        guard !elements.isEmpty else { return Data("[\n\n  ]".utf8) }
        let chunkSize = 256
        let chunks = stride(from: 0, to: elements.count, by: chunkSize).map {
            Array(elements[$0..<min($0 + chunkSize, elements.count)])
        }
        let encoded = ParallelMap.map(chunks) { chunk in
            Result {
                let encoder = encoder
                var data = Data()
                for element in chunk {
                    data.append(contentsOf: ",\n    ".utf8)
                    data.append(indented(try encoder.encode(element), by: 4))
                }
                return data
            }
        }
        var out = Data("[".utf8)
        for chunk in encoded { out.append(try chunk.get()) }
        // The first element follows the bracket without a comma.
        out.remove(at: 1)
        out.append(contentsOf: "\n  ]".utf8)
        return out
    }

    /// `json` with `spaces` spaces after each line break, except on the empty line of an empty array
    /// or object (`[`, an empty line, `]`), which `JSONEncoder` leaves without indentation.
    private static func indented(_ json: Data, by spaces: Int) -> Data {
        let bytes = [UInt8](json)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count + bytes.count / 8)
        let indent = [UInt8](repeating: 0x20, count: spaces)
        for index in bytes.indices {
            out.append(bytes[index])
            if bytes[index] == 0x0A, index + 1 < bytes.count, bytes[index + 1] != 0x0A {
                out.append(contentsOf: indent)
            }
        }
        return Data(out)
    }
}
