import Foundation
import Testing

@testable import HigDoc

/// The link check over the whole built site (Tests/browser/check_site_links.py, Python's standard library only).
@Suite("site link check")
struct SiteLinkCheckTests {
    @Test(
        "No broken internal link or anchor; hreflang alternates, switchers, sitemap and search entries all lead to pages"
    )
    func linkCheck() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site").path
        let build = try TestSupport.higdoc([
            "build", "--content", TestSupport.contentDirectory, "--templates", SiteTestSupport.templatesDirectory,
            "--out", output, "--base-url", SiteTestSupport.baseURL,
        ])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(!build.stderr.contains("sitemap"))
        let script = TestSupport.repoRoot.appendingPathComponent("Tests/browser/check_site_links.py").path
        let check = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, output])
        #expect(check.status == 0, "\(check.stdoutText)")
        #expect(check.stdoutText.contains("pages: 45\n"))
        #expect(check.stdoutText.contains(" passed, 0 failed"))
    }
}
