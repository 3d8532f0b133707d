/// Removes what raw `<script>`, `<style>` and similar elements wrap inside a paragraph.
///
/// cmark reads inline `<script>alert(1)</script>` as raw HTML, text, raw HTML; the site drops the
/// tags, and this filter drops the text between them too, so no script source shows as prose.
public enum ScriptContentFilter {
    static let elements = ["script", "style", "noscript", "template", "iframe", "object", "textarea", "title"]

    public static func filtered(_ blocks: [Block]) -> [Block] {
        // Nearly no page has such an element: hand those blocks back as they are instead of rebuilding them.
        guard blocks.contains(where: opensElement) else { return blocks }
        return rebuilt(blocks)
    }

    /// `filtered(_:)` of a run of a document's blocks, handed back as it is when nothing is filtered.
    public static func filtered(_ blocks: ArraySlice<Block>) -> ArraySlice<Block> {
        guard blocks.contains(where: opensElement) else { return blocks }
        return ArraySlice(rebuilt(blocks))
    }

    /// The blocks with their inline content filtered, at every depth.
    private static func rebuilt(_ blocks: some Sequence<Block>) -> [Block] {
        blocks.map { block in
            switch block {
            case .paragraph(var paragraph):
                paragraph.inlines = filtered(paragraph.inlines)
                return .paragraph(paragraph)
            case .heading(var heading):
                heading.inlines = filtered(heading.inlines)
                return .heading(heading)
            case .table(var table):
                func filterCells(_ cells: [Table.Cell]) -> [Table.Cell] {
                    cells.map { cell in
                        var cell = cell
                        cell.inlines = filtered(cell.inlines)
                        return cell
                    }
                }
                table.header = filterCells(table.header)
                table.rows = table.rows.map { row in
                    var row = row
                    row.cells = filterCells(row.cells)
                    return row
                }
                return .table(table)
            default:
                return block.mappingChildBlocks(filtered)
            }
        }
    }

    /// The inlines without the content of script-like elements (the raw tags themselves stay, for the renderer to drop).
    public static func filtered(_ inlines: [Inline]) -> [Inline] {
        guard opensElement(inlines) else { return inlines }
        var out: [Inline] = []
        var open: String?
        for inline in inlines {
            if let element = open {
                if case .html(let raw) = inline, raw.lowercased().hasPrefix("</\(element)") { open = nil }
                continue
            }
            switch inline {
            case .html(let raw):
                open = openedElement(raw)
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

    /// The script-like element a raw HTML tag opens and leaves open (`<script src=…>`), if any.
    static func openedElement(_ raw: String) -> String? {
        // Nearly every raw tag starts with no such element's name: that is told from its first bytes,
        // without a lowercased copy of the tag and eight prefixes made for it. Only an ASCII letter
        // lowercases to one of the names' letters, so a tag the bytes rule out never has a lowercased
        // prefix the test below would find.
        guard startsWithElementName(raw) else { return nil }
        let lowered = raw.lowercased()
        return elements.first {
            lowered.hasPrefix("<\($0)") && !lowered.hasSuffix("/>") && !lowered.contains("</\($0)")
        }
    }

    /// The names of `elements` as bytes, for `startsWithElementName`.
    private static let elementBytes = elements.map { Array($0.utf8) }

    /// Whether `raw` starts with `<` and the name of one of `elements`, in any ASCII letter case.
    static func startsWithElementName(_ raw: String) -> Bool {
        Text.withUTF8(raw) { bytes in
            guard bytes.first == UInt8(ascii: "<") else { return false }
            return elementBytes.contains { name in
                guard bytes.count > name.count else { return false }
                for offset in name.indices where bytes[offset + 1] | 0x20 != name[offset] { return false }
                return true
            }
        }
    }

    /// Whether any raw HTML among `inlines`, at any depth, opens a script-like element: without one,
    /// filtering changes nothing.
    static func opensElement(_ inlines: [Inline]) -> Bool {
        inlines.contains { inline in
            switch inline {
            case .html(let raw): openedElement(raw) != nil
            case .emphasis(let children), .strong(let children): opensElement(children)
            case .link(let link): opensElement(link.children)
            default: false
            }
        }
    }

    /// Whether any inline content of `block`, at any depth, opens a script-like element.
    static func opensElement(_ block: Block) -> Bool {
        switch block {
        case .paragraph(let paragraph): opensElement(paragraph.inlines)
        case .heading(let heading): opensElement(heading.inlines)
        case .list(let list): list.items.contains { $0.blocks.contains(where: opensElement) }
        case .blockQuote(let quote): quote.blocks.contains(where: opensElement)
        case .callout(let callout): callout.blocks.contains(where: opensElement)
        case .table(let table):
            table.header.contains { opensElement($0.inlines) }
                || table.rows.contains { $0.cells.contains { opensElement($0.inlines) } }
        default: false
        }
    }
}
