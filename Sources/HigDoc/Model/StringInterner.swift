/// Keeps one copy of each text: equal texts handed to `intern` come back sharing one storage.
///
/// A corpus repeats many of its texts: every page links the same class references, shows the same
/// images, lists the same bar buttons, and each translation repeats its original's link targets and
/// image files. Each parsed page makes its own copy of them; interning them as the pages' graphs are
/// merged frees all but one.
///
/// Texts are the same only when their bytes are: `String`'s `==` is canonical equivalence, and a
/// decomposed `é` must not come back precomposed. Texts of at most 15 UTF-8 bytes are stored inside
/// the `String` value itself and are returned as they are.
struct StringInterner {
    /// The longest text a `String` stores inline, without an allocation of its own.
    static let inlineCapacity = 15

    private var table = Set<Entry>()
    private var lists = Set<ListEntry>()

    /// The number of distinct texts kept.
    var count: Int { table.count }

    /// `text`, or the first text equal to it byte for byte that was interned before.
    mutating func intern(_ text: String) -> String {
        guard text.utf8.count > Self.inlineCapacity else { return text }
        return table.insert(Entry(text)).memberAfterInsert.text
    }

    mutating func intern(_ text: String?) -> String? {
        guard let text else { return nil }
        return intern(text)
    }

    /// `texts` with each text interned, as one storage shared with the first list equal to it text by
    /// text (byte for byte) that was interned before; an empty list is returned as it is.
    mutating func intern(_ texts: [String]) -> [String] {
        guard !texts.isEmpty else { return texts }
        return lists.insert(ListEntry(texts.map { intern($0) })).memberAfterInsert.texts
    }

    /// A list of texts as a set member: equal when its texts are, one by one, byte for byte.
    private struct ListEntry: Hashable {
        let texts: [String]

        init(_ texts: [String]) { self.texts = texts }

        static func == (lhs: ListEntry, rhs: ListEntry) -> Bool {
            lhs.texts.count == rhs.texts.count && zip(lhs.texts, rhs.texts).allSatisfy { Text.hasSameBytes($0, $1) }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(texts.count)
            for text in texts { hasher.combine(Entry.mix(text)) }
        }
    }

    /// A text as a set member: hashed over, and equal by, its UTF-8 bytes.
    private struct Entry: Hashable {
        let text: String
        /// The bytes folded into 64 bits (`UnitKey.mix`, eight bytes a step), made once. Only these go
        /// through the hasher: SipHash over every byte of a rule's text cost four times as much, for each
        /// of the hundreds of thousands of texts a large corpus's pages hand over. They are also compared
        /// before the bytes: a set compares the text it looks for with every text on its way to a free
        /// slot, and texts of one length that differ only near their end (a page's number in an anchor
        /// or a title) were compared byte by byte up to there.
        let mixed: UInt64

        init(_ text: String) {
            self.text = text
            mixed = Self.mix(text)
        }

        static func mix(_ text: String) -> UInt64 { Text.withUTF8(text) { UnitKey.mix($0) } }

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.mixed == rhs.mixed && Text.hasSameBytes(lhs.text, rhs.text)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(mixed) }
    }
}
