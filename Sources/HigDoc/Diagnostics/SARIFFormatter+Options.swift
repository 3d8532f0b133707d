extension SARIFFormatter {
    /// How a SARIF log is written besides the report it is made of.
    public struct Options: Sendable, Equatable {
        /// The most results GitHub code scanning accepts in a run: it rejects a log with more.
        public static let gitHubResultLimit = 25_000
        /// The most results of a run GitHub code scanning includes, the most severe: it stores and shows
        /// no others.
        public static let gitHubIncludedResults = 5_000

        /// The most results the log lists (`--sarif-max-results`); nil for every one. Past it the least
        /// useful are left out first (`SARIFResultSelection`).
        public var resultLimit: Int?
        /// Whether the run wrote its findings to a baseline (`--write-baseline`), which is why it passes
        /// whatever it found.
        public var wroteBaseline: Bool

        public init(resultLimit: Int? = Options.gitHubResultLimit, wroteBaseline: Bool = false) {
            self.resultLimit = resultLimit
            self.wroteBaseline = wroteBaseline
        }
    }
}
