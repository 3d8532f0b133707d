extension Diagnostic {
    /// Replaces this finding's texts by the interner's copies of them (the values do not change): its
    /// message, which findings of the same kind repeat from page to page (a recovery, an inconsistently
    /// translated term), and the file names of its locations.
    mutating func shareTexts(with interner: inout StringInterner) {
        message = interner.intern(message)
        location.file = interner.intern(location.file)
        guard !related.isEmpty else { return }
        for index in related.indices { related[index].file = interner.intern(related[index].file) }
    }
}
