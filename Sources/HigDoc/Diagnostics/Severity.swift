/// How much a diagnostic matters; `--fail-on` compares against this order.
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The severity's name in `language`: its raw value in English, as every report writes it; 错误, 警告
    /// or 提示 in Chinese.
    public func name(in language: Language) -> String {
        guard language == .zh else { return rawValue }
        return switch self {
        case .error: "错误"
        case .warning: "警告"
        case .note: "提示"
        }
    }

    /// Every severity's name in `language`, by raw value.
    public static func names(in language: Language) -> [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.name(in: language)) })
    }
}
