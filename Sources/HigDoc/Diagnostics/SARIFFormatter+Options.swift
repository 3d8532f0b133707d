extension SARIFFormatter {
    /// How a SARIF log is written besides the report it is made of.
    public struct Options: Sendable, Equatable {
        /// The most results GitHub code scanning takes in a run: it rejects a log with more.
        public static let gitHubResultLimit = 25_000

        /// The most results the log lists (`--sarif-max-results`); nil for every one. Past it the least
        /// useful are left out first (`SARIFResultSelection`).
        public var resultLimit: Int?

        public init(resultLimit: Int? = Options.gitHubResultLimit) {
            self.resultLimit = resultLimit
        }
    }
}
