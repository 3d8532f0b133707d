import Foundation
import Mustache

/// The Mustache templates and static assets of the site, read from a templates directory
/// (`templates/` by default, or `--templates DIR`).
///
/// Every `*.mustache` file is registered under its path without the extension (`layout`,
/// `partials/search-box`), so templates use each other as partials; files under `assets/` are copied
/// to the site as they are.
public struct SiteTemplates: Sendable {
    /// The templates a site needs, one per kind of page plus the layout they inherit.
    public static let required = [
        "layout", "root", "home", "bar", "document", "parallel", "items", "qa", "data", "search",
    ]

    public let directory: String
    public let library: MustacheLibrary
    /// Static files by their path under `assets/`, sorted.
    public let assets: [(path: String, data: Data)]
    /// Whether the pages' HTML pieces are spliced into their files as bytes (`HTMLSplicing`): when every
    /// template escapes with the site's own escaping, which knows the pieces' markers. A template that
    /// chooses its own content type gets the pieces as texts.
    let splicesHTML: Bool
    /// The skeletons of the pages rendered so far, by template and model shape.
    let skeletons = PageSkeletons()

    public init(directory: String) throws {
        self.directory = directory
        try Self.checkDirectory(directory)
        let root = URL(fileURLWithPath: directory)
        var templates: [String: MustacheTemplate] = [:]
        var assets: [(String, Data)] = []
        var splicesHTML = true
        var references: [String: PartialReferenceCheck.Template] = [:]
        for relative in try Self.files(under: root) {
            let url = root.appendingPathComponent(relative)
            if relative.hasPrefix("assets/") {
                assets.append((relative, try Self.read(url)))
            } else if relative.hasSuffix(".mustache") {
                let data = try Self.read(url)
                // Not repaired: a byte that is not UTF-8 would reach every page as U+FFFD, unsaid.
                guard var text = String(validating: data, as: UTF8.self) else {
                    throw InputError(
                        path: Self.path(relative, in: directory), line: SourceFile.firstInvalidUTF8Line(in: data),
                        "template is not valid UTF-8")
                }
                // The site's fast HTML escaping, unless the template picks its own content type; the
                // pragma renders nothing and shares the first line, so error line numbers stay right.
                var prefixLength = 0
                if !text.contains("CONTENT_TYPE") {
                    SiteHTMLContentType.registered
                    let pragma = "{{% CONTENT_TYPE: \(SiteHTMLContentType.name) }}"
                    prefixLength = pragma.count
                    text = pragma + text
                } else {
                    splicesHTML = false
                }
                let name = String(relative.dropLast(".mustache".count))
                do {
                    templates[name] = try MustacheTemplate(string: text)
                } catch let error as MustacheTemplate.ParserError {
                    throw InputError(
                        path: Self.path(relative, in: directory), line: error.context.lineNumber,
                        "template error at column \(error.context.columnNumber - (error.context.lineNumber == 1 ? prefixLength : 0)): \(error.error)"
                    )
                }
                references[name] = PartialReferenceCheck.Template(
                    path: Self.path(relative, in: directory),
                    references: MustachePartialReferences(scanning: text).references)
            }
        }
        if let missing = PartialReferenceCheck.firstMissing(in: references) { throw missing }
        if let cycle = PartialReferenceCheck.firstCycle(in: references) { throw cycle }
        for name in Self.required where templates[name] == nil {
            throw InputError(path: Self.path(name + ".mustache", in: directory), "required template is missing")
        }
        library = MustacheLibrary(templates: templates)
        self.assets = assets
        self.splicesHTML = splicesHTML
    }

    /// Refuses a templates directory that is not there, or lacks a file for a required template, by looking
    /// at the files only. The build calls it before it reads any content: the templates are parsed while
    /// the pages are checked, and a wrong `--templates` (or a build run where no `templates/` is) would
    /// otherwise be reported after the check, seconds or minutes into a large corpus.
    public static func checkDirectory(_ directory: String) throws {
        guard isDirectory(directory) else {
            throw InputError(path: directory, "templates directory not found (pass --templates DIR)")
        }
        for name in required {
            let file = path(name + ".mustache", in: directory)
            if !FileManager.default.fileExists(atPath: file) || isDirectory(file) {
                throw InputError(path: file, "required template is missing")
            }
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Renders a page model with a template; a missing template is an input error.
    public func render(_ model: Any, template name: String) throws -> String {
        try render(boxed: MustacheBoxing.box(model), template: name)
    }

    private func render(boxed model: Any, template name: String) throws -> String {
        guard let html = library.render(model, withTemplate: name) else {
            throw InputError(path: directory, "no template named '\(name)'")
        }
        return html
    }

    /// Renders a page model with a template into the bytes of its file: what `render` gives, with the
    /// model's HTML pieces (`SplicedHTML`) put in as bytes rather than made into strings; from the
    /// skeleton of the model's shape when there is one (`PageSkeletons`).
    public func renderPage(_ model: Any, template name: String) throws -> SplicedPage {
        guard splicesHTML else { return SplicedPage(text: try render(model, template: name)) }
        let boxed = MustacheBoxing.box(model)
        if let page = skeletons.page(boxed, template: name, library: library) { return page }
        let splicing = HTMLSplicing()
        let rendered = try HTMLSplicing.$current.withValue(splicing) { try render(boxed: boxed, template: name) }
        return splicing.splice(rendered)
    }

    /// The path of the template file at `relative` in `directory` as the user wrote the directory
    /// (`t/home.mustache` for `--templates t`), for messages.
    static func path(_ relative: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// Every regular file under `root`, as sorted relative paths (hidden files skipped).
    static func files(under root: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
            throw InputError(path: root.path, "cannot list templates directory")
        }
        var found: [String] = []
        for case let relative as String in enumerator {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(
                atPath: root.appendingPathComponent(relative).path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                found.append(relative)
            }
        }
        return found.sorted()
    }

    static func read(_ url: URL) throws -> Data {
        do { return try Data(contentsOf: url) } catch { throw InputError(path: url.path, "cannot read template file") }
    }
}
