/// HTML and URL escaping exactly as cmark's HTML renderer does it.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` (cmark leaves `'` alone in text).
    public static func text(_ string: String) -> String {
        guard string.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else {
            return string
        }
        var out = ""
        out.reserveCapacity(string.utf8.count + 16)
        for character in string.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Escapes a URL for an `href`/`src` attribute like cmark's `houdini_escape_href`.
    public static func href(_ url: String) -> String {
        var out = ""
        out.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;"
            case UInt8(ascii: "'"): out += "&#x27;"
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                if "-_.+!*(),%#@?=;:/$~".utf8.contains(byte) {
                    out.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    let hex = String(byte, radix: 16, uppercase: true)
                    out += "%" + (hex.count == 1 ? "0" + hex : hex)
                }
            }
        }
        return out
    }

    /// Whether a URL uses a scheme cmark's safe mode refuses (`javascript:`, `vbscript:`, `file:`,
    /// and `data:` other than PNG, GIF, JPEG and WebP images).
    public static func isUnsafeURL(_ url: String) -> Bool {
        let lowered = url.drop(while: { $0.isWhitespace || $0.isNewline }).lowercased()
        if lowered.hasPrefix("javascript:") || lowered.hasPrefix("vbscript:") || lowered.hasPrefix("file:") {
            return true
        }
        if lowered.hasPrefix("data:") {
            return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains {
                lowered.hasPrefix($0)
            }
        }
        return false
    }
}
