/// An HTML escaping: the entity that replaces each byte it escapes (`HTMLEscaping` for cmark's,
/// `SiteHTMLContentType` for the templates'). Escaping into `HTMLBytes` is generic over it, so that the
/// entity of each byte is chosen by specialized code rather than by calling a closure a byte.
protocol HTMLEntities {
    /// The entity that replaces `byte`, if any (only ASCII bytes are replaced, by longer entities).
    static func entity(_ byte: UInt8) -> StaticString?
}
