/// The corpus ships no image files: each image shows as a captioned placeholder, never a broken `<img>`.
public enum ImagePlaceholder {
    /// The caption a placeholder carries: the alt text when it says something, else the file name.
    public static func caption(alt: String, source: String) -> String {
        caption(alt: alt, fileName: { fileName(of: source) })
    }

    /// `caption(alt:source:)`, with the file name made only when the alt text says nothing.
    private static func caption(alt: String, fileName: () -> String) -> String {
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
    /// Every image becomes one on its document page, its bar pages and its parallel rows, so the markup
    /// is put together in one string and the file name is found once.
    public static func html(for image: Inline.InlineImage) -> String {
        // An unsafe source is not even named: the alt text alone stands for the image.
        let source = LinkRewriter.isUnsafe(image.source) ? "image" : image.source
        let name = fileName(of: source)
        let caption = HTMLEscaping.text(caption(alt: image.alt, fileName: { name }))
        let file = HTMLEscaping.text(name)
        let parts = [
            "<span class=\"image-placeholder\" role=\"img\" aria-label=\"", caption, "\" title=\"", file, "\">",
            "<span class=\"image-placeholder-icon\" aria-hidden=\"true\"></span>",
            "<span class=\"image-placeholder-caption\">", caption, "</span></span>",
        ]
        // Copied into the new string's storage part by part (appending nine strings cost about 340
        // instructions each).
        return String(unsafeUninitializedCapacity: parts.reduce(0) { $0 + $1.utf8.count }) { out in
            var count = 0
            for part in parts {
                Text.withUTF8(part) { bytes in
                    guard let base = bytes.baseAddress else { return }
                    (out.baseAddress! + count).update(from: base, count: bytes.count)
                    count += bytes.count
                }
            }
            return count
        }
    }
}
