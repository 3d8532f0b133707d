/// Text from the content made safe to print on a terminal: a control character the content holds (an
/// escape that would set a CI log's title or clear the screen, a bell, a line break inside a message)
/// is shown as its symbol from Unicode's Control Pictures (`ESC` as `␛`, `DEL` as `␡`), a C1 control as
/// U+FFFD. The text report's findings are each one line, whatever their messages hold.
enum TerminalText {
    static func visible(_ text: String) -> String {
        // Nearly every text holds no byte of a control: it is returned as it is. 0xC2 begins the two-byte
        // characters U+0080 to U+00BF, the C1 controls among them (checked one by one below).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 != 0xC2 }) { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20: out.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: out.append("\u{2421}")
            case 0x80..<0xA0: out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
