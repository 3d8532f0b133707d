/// What each code of the QA report's findings means and what to do about it (`higdoc explain` as a
/// page): a finding's code links to its entry here.
public struct CodesPage: Sendable {
    public struct Entry: Sendable {
        /// `HD0312`, also the entry's anchor.
        public var code: String
        public var name: String
        /// The default severity: its raw value (for the class) and its name in the page's language.
        public var severity: String
        public var severityName: String
        public var meaning: String
        public var fix: String
    }

    public var intro: String
    public var entries: [Entry]
}
