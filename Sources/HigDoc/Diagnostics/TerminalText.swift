/// Text from the content made safe to print on a terminal: a control character the content holds (an
/// escape that would set a CI log's title or clear the screen, a bell, a line break inside a message)
/// is shown as its symbol from Unicode's Control Pictures (`ESC` as `␛`, `DEL` as `␡`), a C1 control as
/// U+FFFD. The text report's findings are each one line, whatever their messages hold.
enum TerminalText {
    static func visible(_ text: String) -> String {
        // Nearly every text holds none: it is returned as it is.
        guard Text.mayHoldControl(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard Text.isControl(scalar) else {
                out.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x00..<0x20: out.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: out.append("\u{2421}")
            default: out.append("\u{FFFD}")  // C1
            }
        }
        return String(out)
    }
}
