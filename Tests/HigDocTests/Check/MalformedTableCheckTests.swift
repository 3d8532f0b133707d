import Foundation
import Testing

@testable import HigDoc

/// HD0307 on the QA fixture: a system-item row without a name, or without the image most rows of its
/// table show; each table judged on its own rows.
@Suite struct MalformedTableCheckTests {
    static let camera =
        "| ![](UIButtonBarCamera.png) | Camera | Open an action sheet that displays a photo picker in camera mode |"
    static let compose = "| ![](UIButtonBarCompose.png) | Compose | Open a new message view in edit mode |"

    func malformedTableFindings(_ fixture: QAFixture) throws -> [String] {
        try fixture.check().diagnostics.filter { $0.code == .malformedTable }.map(\.formatted)
    }

    @Test func rowWithoutImageAndRowWithoutName() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "en/bars.md", Self.camera,
            with: Self.camera.replacingOccurrences(of: " ![](UIButtonBarCamera.png)", with: ""))
        try fixture.replace(
            "en/bars.md", Self.compose, with: Self.compose.replacingOccurrences(of: " Compose ", with: " "))
        let path = fixture.root.appendingPathComponent("en/bars.md").path
        #expect(
            try malformedTableFindings(fixture) == [
                "\(path):39:5: warning: malformed table: row “Camera” has no image, unlike the other rows of its table [HD0307]",
                "\(path):40:33: warning: malformed table: row 3 has no name [HD0307]",
            ])
    }

    @Test func rowWithoutImageWhereMostRowsHaveNoneIsNoFinding() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "en/bars.md", Self.camera,
            with: Self.camera.replacingOccurrences(of: " ![](UIButtonBarCamera.png)", with: ""))
        try fixture.replace(
            "en/bars.md", Self.compose,
            with: Self.compose.replacingOccurrences(of: " ![](UIButtonBarCompose.png)", with: ""))
        #expect(try malformedTableFindings(fixture) == [])
    }

    /// A second table of bar buttons, in a section of its own, is judged apart: its rows without an image
    /// are no finding (none of its rows has one), and they do not outvote the first table's images.
    @Test func tablesAreJudgedApart() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "en/bars.md", Self.camera,
            with: Self.camera.replacingOccurrences(of: " ![](UIButtonBarCamera.png)", with: ""))
        let text = try fixture.read("en/bars.md")
        try fixture.write(
            "en/bars.md",
            text
                + "\n### Toolbar and Navigation Bar Buttons\n\n| Button | Name | Meaning |\n|---|---|---|\n| | Play | Start media playback |\n"
                + "| | Pause | Pause media playback |\n")
        let path = fixture.root.appendingPathComponent("en/bars.md").path
        #expect(
            try malformedTableFindings(fixture) == [
                "\(path):39:5: warning: malformed table: row “Camera” has no image, unlike the other rows of its table [HD0307]"
            ])
    }
}
