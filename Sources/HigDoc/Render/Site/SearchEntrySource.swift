/// The unit one search entry stands for: its kind and its position in the graph's list of that kind.
///
/// The index keeps these 16 bytes per entry instead of the entry's texts; an entry's title, excerpt
/// and link are made from the unit when its shard is written, and its tokens when it is tokenized.
struct SearchEntrySource: Sendable {
    enum Kind: UInt8, Sendable { case section, rule, item, note }

    let kind: Kind
    let language: Language
    let position: Int32
}
