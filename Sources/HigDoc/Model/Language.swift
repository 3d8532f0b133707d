/// A content language.
public enum Language: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case en
    case zh

    /// The BCP 47 tag for `lang` and `hreflang` attributes.
    public var bcp47: String {
        switch self {
        case .en: "en"
        case .zh: "zh-Hans"
        }
    }

    public var displayName: String {
        switch self {
        case .en: "English"
        case .zh: "中文"
        }
    }

    public static func < (lhs: Language, rhs: Language) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
