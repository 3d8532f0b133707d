import Foundation

/// Writes a built site to disk atomically and only where higdoc may write.
///
/// The site is written to a temporary directory beside the output, which then replaces the output by
/// renames: a failed build leaves the previous site as it was. higdoc writes only into a directory
/// that does not exist, is empty, or carries the marker file of a site higdoc built.
public enum SiteWriter {
    /// The marker file that says higdoc created a directory (and may replace it).
    public static let markerFile = ".higdoc-site"
    static let markerText = "This directory was built by higdoc; `higdoc build` replaces it whole.\n"

    public static func write(_ site: Site, to output: String) throws {
        let fileManager = FileManager.default
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        try checkWritable(outputURL)
        let parent = outputURL.deletingLastPathComponent()
        let name = outputURL.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).higdoc-new-\(pid)")
        let retired = parent.appendingPathComponent(".\(name).higdoc-old-\(pid)")
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for path in site.files.keys.sorted() {
                let url = staging.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try site.files[path]!.write(to: url)
            }
            try Data(markerText.utf8).write(to: staging.appendingPathComponent(markerFile))
        } catch {
            try? fileManager.removeItem(at: staging)
            throw InputError(path: staging.path, "cannot write the site (\(error.localizedDescription))")
        }
        do {
            if fileManager.fileExists(atPath: outputURL.path) {
                try? fileManager.removeItem(at: retired)
                try fileManager.moveItem(at: outputURL, to: retired)
            }
            do {
                try fileManager.moveItem(at: staging, to: outputURL)
            } catch {
                if fileManager.fileExists(atPath: retired.path) {
                    try? fileManager.moveItem(at: retired, to: outputURL)
                }
                throw error
            }
            try? fileManager.removeItem(at: retired)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw InputError(path: output, "cannot replace the site (\(error.localizedDescription))")
        }
    }

    /// Refuses a file, or a non-empty directory without higdoc's marker.
    public static func checkWritable(_ outputURL: URL) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: outputURL.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw InputError(path: outputURL.path, "output exists and is not a directory; refusing to replace it")
        }
        let contents = (try? fileManager.contentsOfDirectory(atPath: outputURL.path)) ?? []
        if contents.isEmpty || contents.contains(markerFile) { return }
        throw InputError(
            path: outputURL.path,
            "output directory is not empty and was not built by higdoc (no \(markerFile)); refusing to write into it")
    }
}
