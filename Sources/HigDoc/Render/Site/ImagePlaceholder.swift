/// The corpus ships no image files: each image shows as a captioned placeholder, never a broken `<img>`.
public enum ImagePlaceholder {
    /// The caption a placeholder carries: the alt text when it says something, else the file name.
    public static func caption(alt: String, source: String) -> String {
        caption(alt: alt, fileName: { fileName(of: source) })
    }

    /// `caption(alt:source:)`, with the file name made only when the alt text says nothing (or given,
    /// when the caller has made it already).
    static func caption(alt: String, fileName: () -> String) -> String {
        let trimmed = Text.collapseWhitespace(alt)
        let lowered = trimmed.lowercased()
        if !trimmed.isEmpty && lowered != "image" && !lowered.hasPrefix("image:") && lowered != "图片" { return trimmed }
        return fileName()
    }

    /// The last path component of an image source (`../image/UI Elements/Bars/toolbar_2x.png` → `toolbar_2x.png`).
    public static func fileName(of source: String) -> String {
        let name = Text.lastPathComponent(source).map { Text.collapseWhitespace(String($0)) } ?? source
        return name.isEmpty ? source : name
    }

    /// The placeholder markup: phrasing content only, so it fits in a paragraph, a cell or a figure.
    ///
    /// Every image becomes one on its document page, its bar pages and its parallel rows: the file name
    /// is found once, and the pages have the markup written straight into their bytes (`append`).
    public static func html(for image: Inline.InlineImage) -> String {
        var html = HTMLBytes()
        append(image, to: &html)
        return html.string
    }

    /// `html(for:)`, appended to a page's bytes.
    public static func append(_ image: Inline.InlineImage, to html: inout HTMLBytes) {
        // An unsafe source is not even named: the alt text alone stands for the image.
        let source = LinkRewriter.isUnsafe(image.source) ? "image" : image.source
        let name = fileName(of: source)
        let caption = caption(alt: image.alt, fileName: { name })
        html += "<span class=\"image-placeholder\" role=\"img\" aria-label=\""
        html.appendEscaped(caption)
        html += "\" title=\""
        html.appendEscaped(name)
        html +=
            "\"><span class=\"image-placeholder-icon\" aria-hidden=\"true\"></span><span class=\"image-placeholder-caption\">"
        html.appendEscaped(caption)
        html += "</span></span>"
    }
}
