import Foundation

/// The placeholders of images already shown, shared by the threads that render pages.
///
/// A placeholder depends on its image's source and alt text alone, and each image is shown on several
/// pages (its document's page, its bar's pages, the parallel view). Making one finds the file name,
/// tests the source's scheme and trims and compares the caption (about 4,400 instructions); copying it
/// from here costs a hash of the two texts and a lock.
///
/// Bounded: once it holds `capacity` placeholders it forgets them all and starts again. The site
/// builds its pages in document order, so the pages that show one image are built close together.
final class ImagePlaceholderCache: @unchecked Sendable {
    private let lock = NSLock()
    /// Keyed by the image's source and alt text, byte for byte (`TextPairKey`).
    private var placeholders: [TextPairKey: HTMLBytes] = [:]
    let capacity: Int

    init(capacity: Int = 16_384) {
        self.capacity = max(1, capacity)
    }

    /// The number of placeholders held.
    var count: Int { lock.withLock { placeholders.count } }

    /// Appends `ImagePlaceholder.append(image, to:)`'s markup to `html`, made once while it is held.
    func append(_ image: Inline.InlineImage, to html: inout HTMLBytes) {
        let key = TextPairKey(image.source, image.alt)
        if let found = lock.withLock({ placeholders[key] }) {
            html.append(found)
            return
        }
        var placeholder = HTMLBytes()
        ImagePlaceholder.append(image, to: &placeholder)
        html.append(placeholder)
        let forgotten: [TextPairKey: HTMLBytes] = lock.withLock {
            var forgotten: [TextPairKey: HTMLBytes] = [:]
            if placeholders.count >= capacity { swap(&forgotten, &placeholders) }
            placeholders[key] = placeholder
            return forgotten
        }
        // Freed after the lock is let go.
        withExtendedLifetime(forgotten) {}
    }
}
