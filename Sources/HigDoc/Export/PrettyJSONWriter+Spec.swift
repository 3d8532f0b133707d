/// The spec's types, each written with its keys in the order `JSONEncoder`'s `.sortedKeys` gives
/// (UTF-8 byte order) and nil optionals left out, as the synthesized `Encodable` conformances do.
///
/// `SpecJSONWriterTests` compares the output with `JSONEncoder`'s on real specs, so a field added to a
/// spec type without being added here fails a test.
extension PrettyJSONWriter {
    mutating func write(_ spec: Spec) {
        openObject()
        key("alignments")
        parallelArray(spec.alignments, chunkSize: 64) { $0.write($1) }
        key("bars")
        array(spec.bars) { $0.write($1) }
        key("coverage")
        array(spec.coverage) { $0.write($1) }
        key("diagnostics")
        parallelArray(spec.diagnostics, chunkSize: 512) { $0.write($1) }
        key("documents")
        array(spec.documents) { $0.write($1) }
        key("generator")
        openObject()
        key("name")
        string(spec.generator.name)
        key("version")
        string(spec.generator.version)
        closeObject()
        key("images")
        parallelArray(spec.images, chunkSize: 512) { $0.write($1) }
        key("links")
        parallelArray(spec.links, chunkSize: 512) { $0.write($1) }
        key("notes")
        parallelArray(spec.notes, chunkSize: 512) { $0.write($1) }
        key("rules")
        parallelArray(spec.rules, chunkSize: 512) { $0.write($1) }
        key("schemaVersion")
        string(spec.schemaVersion)
        key("sections")
        parallelArray(spec.sections, chunkSize: 512) { $0.write($1) }
        key("systemItems")
        parallelArray(spec.systemItems, chunkSize: 512) { $0.write($1) }
        closeObject()
    }

    mutating func write(_ alignment: DocumentAlignment) {
        openObject()
        key("rules")
        array(alignment.rules) { $0.write($1) }
        key("sections")
        array(alignment.sections) { $0.write($1) }
        key("source")
        string(alignment.source)
        key("systemItems")
        array(alignment.systemItems) { $0.write($1) }
        key("translation")
        string(alignment.translation)
        closeObject()
    }

    mutating func write(_ pair: AlignedPair) {
        openObject()
        if let bar = pair.bar {
            key("bar")
            string(bar)
        }
        key("confidence")
        number(pair.confidence)
        key("signals")
        array(pair.signals)
        if let source = pair.source {
            key("source")
            string(source)
        }
        if let translation = pair.translation {
            key("translation")
            string(translation)
        }
        closeObject()
    }

    mutating func write(_ bar: Bar) {
        openObject()
        key("id")
        string(bar.id)
        key("names")
        openObject()
        for name in bar.names.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            dynamicKey(name.key)
            string(name.value)
        }
        closeObject()
        key("rules")
        array(bar.rules)
        key("sections")
        array(bar.sections)
        key("systemItems")
        array(bar.systemItems)
        closeObject()
    }

    mutating func write(_ coverage: Coverage) {
        openObject()
        key("id")
        string(coverage.id)
        key("language")
        string(coverage.language.rawValue)
        key("rules")
        write(coverage.rules)
        key("scope")
        string(coverage.scope.rawValue)
        key("sections")
        write(coverage.sections)
        key("systemItems")
        write(coverage.systemItems)
        closeObject()
    }

    mutating func write(_ ratio: Coverage.Ratio) {
        openObject()
        key("aligned")
        number(ratio.aligned)
        key("total")
        number(ratio.total)
        closeObject()
    }

    mutating func write(_ diagnostic: Diagnostic) {
        openObject()
        if let bar = diagnostic.bar {
            key("bar")
            string(bar)
        }
        key("code")
        string(diagnostic.code.rawValue)
        key("fingerprint")
        string(diagnostic.fingerprint)
        key("location")
        write(diagnostic.location)
        key("message")
        string(diagnostic.message)
        key("related")
        array(diagnostic.related) { $0.write($1) }
        key("severity")
        string(diagnostic.severity.rawValue)
        closeObject()
    }

    mutating func write(_ location: DiagnosticLocation) {
        openObject()
        key("column")
        number(location.column)
        key("file")
        string(location.file)
        key("line")
        number(location.line)
        closeObject()
    }

    mutating func write(_ location: SourceLocation) {
        openObject()
        key("column")
        number(location.column)
        key("line")
        number(location.line)
        closeObject()
    }

    mutating func write(_ document: DocumentInfo) {
        openObject()
        if let canonicalURL = document.canonicalURL {
            key("canonicalURL")
            string(canonicalURL)
        }
        key("edition")
        string(document.edition)
        key("id")
        string(document.id)
        key("key")
        string(document.key)
        key("lang")
        string(document.lang.rawValue)
        key("path")
        string(document.path)
        key("source")
        string(document.source)
        key("title")
        string(document.title)
        if let translates = document.translates {
            key("translates")
            string(translates)
        }
        closeObject()
    }

    mutating func write(_ image: Image) {
        openObject()
        key("alt")
        string(image.alt)
        key("document")
        string(image.document)
        key("fileName")
        string(image.fileName)
        key("id")
        string(image.id)
        key("location")
        write(image.location)
        if let section = image.section {
            key("section")
            string(section)
        }
        key("source")
        string(image.source)
        closeObject()
    }

    mutating func write(_ link: Link) {
        openObject()
        if let appleRef = link.appleRef {
            key("appleRef")
            string(appleRef)
        }
        key("destination")
        string(link.destination)
        key("document")
        string(link.document)
        key("id")
        string(link.id)
        key("location")
        write(link.location)
        if let resolvedSection = link.resolvedSection {
            key("resolvedSection")
            string(resolvedSection)
        }
        if let section = link.section {
            key("section")
            string(section)
        }
        key("text")
        string(link.text)
        closeObject()
    }

    mutating func write(_ note: Note) {
        openObject()
        if let bar = note.bar {
            key("bar")
            string(bar)
        }
        key("document")
        string(note.document)
        key("id")
        string(note.id)
        key("kind")
        string(note.kind.rawValue)
        key("label")
        string(note.label)
        key("location")
        write(note.location)
        key("section")
        string(note.section)
        key("text")
        string(note.text)
        closeObject()
    }

    mutating func write(_ rule: Rule) {
        openObject()
        if let bar = rule.bar {
            key("bar")
            string(bar)
        }
        key("blockIndex")
        number(rule.blockIndex)
        key("body")
        string(rule.body)
        key("document")
        string(rule.document)
        key("id")
        string(rule.id)
        key("kind")
        string(rule.kind.rawValue)
        key("lead")
        string(rule.lead)
        if !rule.list.isEmpty {
            key("list")
            array(rule.list)
        }
        if let item = rule.listItem {
            key("listItem")
            number(item)
        }
        key("location")
        write(rule.location)
        key("section")
        string(rule.section)
        closeObject()
    }

    mutating func write(_ section: Section) {
        openObject()
        if let anchor = section.anchor {
            key("anchor")
            string(anchor)
        }
        key("bars")
        array(section.bars)
        if let concept = section.concept {
            key("concept")
            string(concept)
        }
        key("document")
        string(section.document)
        if let headingID = section.headingID {
            key("headingID")
            string(headingID)
        }
        key("id")
        string(section.id)
        key("isBarSection")
        bool(section.isBarSection)
        key("level")
        number(section.level)
        key("location")
        write(section.location)
        if let parent = section.parent {
            key("parent")
            string(parent)
        }
        key("title")
        string(section.title)
        closeObject()
    }

    mutating func write(_ item: SystemItem) {
        openObject()
        key("bars")
        array(item.bars)
        if let concept = item.concept {
            key("concept")
            string(concept)
        }
        key("document")
        string(item.document)
        key("id")
        string(item.id)
        if let image = item.image {
            key("image")
            string(image)
        }
        key("index")
        number(item.index)
        key("kind")
        string(item.kind.rawValue)
        key("localizedName")
        string(item.localizedName)
        key("location")
        write(item.location)
        key("meaning")
        string(item.meaning)
        key("name")
        string(item.name)
        key("section")
        string(item.section)
        if let symbol = item.symbol {
            key("symbol")
            string(symbol)
        }
        closeObject()
    }
}
