/// Removes what raw `<script>`, `<style>` and similar elements wrap inside a paragraph.
///
/// cmark reads inline `<script>alert(1)</script>` as raw HTML, text, raw HTML; the site drops the
/// tags, and this filter drops the text between them too, so no script source shows as prose.
public enum ScriptContentFilter {
    static let elements = ["script", "style", "noscript", "template", "iframe", "object", "textarea", "title"]

    public static func filtered(_ blocks: [Block]) -> [Block] {
        blocks.map { block in
            switch block {
            case .paragraph(var paragraph):
                paragraph.inlines = filtered(paragraph.inlines)
                return .paragraph(paragraph)
            case .heading(var heading):
                heading.inlines = filtered(heading.inlines)
                return .heading(heading)
            case .list(var list):
                list.items = list.items.map { item in
                    var item = item
                    item.blocks = filtered(item.blocks)
                    return item
                }
                return .list(list)
            case .blockQuote(var quote):
                quote.blocks = filtered(quote.blocks)
                return .blockQuote(quote)
            case .callout(var callout):
                callout.blocks = filtered(callout.blocks)
                return .callout(callout)
            case .table(var table):
                table.header = table.header.map { cell in
                    var cell = cell
                    cell.inlines = filtered(cell.inlines)
                    return cell
                }
                table.rows = table.rows.map { row in
                    var row = row
                    row.cells = row.cells.map { cell in
                        var cell = cell
                        cell.inlines = filtered(cell.inlines)
                        return cell
                    }
                    return row
                }
                return .table(table)
            default:
                return block
            }
        }
    }

    /// The inlines without the content of script-like elements (the raw tags themselves stay, for the renderer to drop).
    public static func filtered(_ inlines: [Inline]) -> [Inline] {
        var out: [Inline] = []
        var open: String?
        for inline in inlines {
            if let element = open {
                if case .html(let raw) = inline, raw.lowercased().hasPrefix("</\(element)") { open = nil }
                continue
            }
            switch inline {
            case .html(let raw):
                let lowered = raw.lowercased()
                open = elements.first {
                    lowered.hasPrefix("<\($0)") && !lowered.hasSuffix("/>") && !lowered.contains("</\($0)")
                }
                out.append(inline)
            case .emphasis(let children): out.append(.emphasis(filtered(children)))
            case .strong(let children): out.append(.strong(filtered(children)))
            case .link(var link):
                link.children = filtered(link.children)
                out.append(.link(link))
            default: out.append(inline)
            }
        }
        return out
    }
}
