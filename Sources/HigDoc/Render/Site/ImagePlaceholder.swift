/// The corpus ships no image files: each image shows as a captioned placeholder, never a broken `<img>`.
public enum ImagePlaceholder {
    /// The caption a placeholder carries: the alt text when it says something, else the file name.
    public static func caption(alt: String, source: String) -> String {
        let trimmed = Text.collapseWhitespace(alt)
        let lowered = trimmed.lowercased()
        if !trimmed.isEmpty && lowered != "image" && !lowered.hasPrefix("image:") && lowered != "图片" { return trimmed }
        return fileName(of: source)
    }

    /// The last path component of an image source (`../image/UI Elements/Bars/toolbar_2x.png` → `toolbar_2x.png`).
    public static func fileName(of source: String) -> String {
        let name = source.split(separator: "/").last.map { Text.collapseWhitespace(String($0)) } ?? source
        return name.isEmpty ? source : name
    }

    /// The placeholder markup: phrasing content only, so it fits in a paragraph, a cell or a figure.
    public static func html(for image: Inline.InlineImage) -> String {
        // An unsafe source is not even named: the alt text alone stands for the image.
        let source = LinkRewriter.isUnsafe(image.source) ? "image" : image.source
        let caption = HTMLEscaping.text(caption(alt: image.alt, source: source))
        let file = HTMLEscaping.text(fileName(of: source))
        return "<span class=\"image-placeholder\" role=\"img\" aria-label=\"\(caption)\" title=\"\(file)\">"
            + "<span class=\"image-placeholder-icon\" aria-hidden=\"true\"></span>"
            + "<span class=\"image-placeholder-caption\">\(caption)</span></span>"
    }
}
