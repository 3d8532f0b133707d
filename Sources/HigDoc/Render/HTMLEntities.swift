/// An HTML escaping: the entity that replaces each byte it escapes (`HTMLEscaping` for cmark's,
/// `SiteHTMLContentType` for the templates'). Escaping into `HTMLBytes` is generic over it, so that the
/// entity of each byte is chosen by specialized code rather than by calling a closure a byte.
///
/// Both write a control character other than a tab, a line break or a form feed (C0, DEL) as U+FFFD
/// (`&#xFFFD;`, shown as �): HTML allows none in a page (a stray `ESC` in a page's prose reached the
/// site as it was), and the replacement keeps where it was visible. cmark's renderer leaves them.
protocol HTMLEntities {
    /// The entity that replaces `byte`, if any (only ASCII bytes are replaced, by longer entities).
    static func entity(_ byte: UInt8) -> StaticString?
}
