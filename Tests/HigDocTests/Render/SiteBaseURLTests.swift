import Foundation
import Testing

@testable import HigDoc

/// `--base-url` is an absolute http(s) URL that the pages' paths can be appended to, or a usage error.
@Suite struct SiteBaseURLTests {
    @Test(
        "Absolute http and https URLs are accepted",
        arguments: [
            "https://hig.example.org/", "https://hig.example.org", "HTTP://hig.example.org/docs/",
            "http://[::1]:8080/site/", "https://x.org/a%20b/", "https://xn--fsqu00a.xn--fiqs8s/指南/",
            "https://x.org/a.b/...c/v1.2/", "https://x.org/.well/", "https://u:p@x.org/", "https://x.org:65535/",
            SiteTestSupport.baseURL,
        ])
    func accepted(_ url: String) {
        #expect(SiteBaseURL.problem(with: url) == nil)
    }

    @Test("What a sitemap cannot start its locations with is refused, saying why")
    func refused() {
        let absolute = "must be an absolute http:// or https:// URL, such as https://hig.example.org/"
        let idna =
            "must give its host in ASCII, an internationalized domain name in its IDNA form (https://xn--fsqu00a.xn--fiqs8s/ for 例子.中国)"
        let characters = "must not hold spaces, control characters or any of \" < > \\ ^ ` { | }"
        let dots =
            "must not hold a . or .. path segment: a browser removes them, and the sitemap's addresses would not be the pages'"
        let cases: [(url: String, problem: String)] = [
            ("hig.example.org", absolute), ("", absolute), ("ftp://hig.example.org/", absolute),
            ("https:///docs/", absolute), ("/docs/", absolute), ("https:hig.example.org", absolute),
            ("http://a b/", characters), ("https://x/\t", characters), ("https://x/<a>", characters),
            ("https://x/?q=1#f", "must not have a query or a fragment: the pages' paths are appended to it"),
            ("https://x/#", "must not have a query or a fragment: the pages' paths are appended to it"),
            ("https://例子.中国/", idna), ("https://user@例子.中国:8080/docs/", idna),
            ("https://x.org/a/../b/", dots), ("https://x.org/./", dots), ("https://x.org/a/%2E%2e/", dots),
            ("https://x.org/docs/..", dots), ("https://x.org/a/%2e/", dots),
            ("https://x.org:99999/", "must have a port from 0 to 65535, if any"),
            ("https://u:p@[::1]:70000/", "must have a port from 0 to 65535, if any"),
        ]
        for (url, problem) in cases {
            #expect(SiteBaseURL.problem(with: url) == "\(problem) (not '\(url)')", "\(url)")
        }
    }

    @Test("higdoc build --base-url that is no absolute URL is a usage error, and nothing is written")
    func commandLine() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site").path
        for url in ["hig.example.org", "", "http://a b/", "https://x/?q=1#f"] {
            let result = try TestSupport.higdoc([
                "build", "--content", TestSupport.contentDirectory, "--out", output, "--base-url", url,
            ])
            #expect(result.status == 2)
            #expect(
                result.stderr.components(separatedBy: "\n").first
                    == "Error: --base-url \(SiteBaseURL.problem(with: url) ?? "")")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
    }
}
