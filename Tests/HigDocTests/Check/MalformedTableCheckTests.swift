import Foundation
import Testing

@testable import HigDoc

/// HD0307 on the QA fixture: a system-item row without a name, or without the image most rows of its
/// table show; each table judged on its own rows.
@Suite struct MalformedTableCheckTests {
    static let camera =
        "| ![](UIButtonBarCamera.png) | Camera | Open an action sheet that displays a photo picker in camera mode |"
    static let compose = "| ![](UIButtonBarCompose.png) | Compose | Open a new message view in edit mode |"
    static let cameraFinding =
        ":39:5: warning: malformed table: row “Camera” has no image, unlike the other rows of its table [HD0307]"

    /// The fixture's English button table with `piece` cut out of `row` (an image, a name).
    static func cut(_ piece: String, from row: String, in fixture: QAFixture) throws {
        try fixture.replace("en/bars.md", row, with: row.replacingOccurrences(of: piece, with: ""))
    }

    /// The HD0307 findings, formatted, with the path of the English page cut to its place.
    func malformedTableFindings(_ fixture: QAFixture) throws -> [String] {
        let path = fixture.root.appendingPathComponent("en/bars.md").path
        return try fixture.check().diagnostics.filter { $0.code == .malformedTable }.map {
            $0.formatted.replacingOccurrences(of: path, with: "")
        }
    }

    @Test func rowWithoutImageAndRowWithoutName() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try Self.cut(" ![](UIButtonBarCamera.png)", from: Self.camera, in: fixture)
        try Self.cut(" Compose", from: Self.compose, in: fixture)
        #expect(
            try malformedTableFindings(fixture) == [
                Self.cameraFinding, ":40:33: warning: malformed table: row 3 has no name [HD0307]",
            ])
    }

    @Test func rowWithoutImageWhereMostRowsHaveNoneIsNoFinding() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try Self.cut(" ![](UIButtonBarCamera.png)", from: Self.camera, in: fixture)
        try Self.cut(" ![](UIButtonBarCompose.png)", from: Self.compose, in: fixture)
        #expect(try malformedTableFindings(fixture) == [])
    }

    /// A second table of bar buttons, in a section of its own, is judged apart: its rows without an image
    /// are no finding (none of its rows has one), and they do not outvote the first table's images.
    @Test func tablesAreJudgedApart() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try Self.cut(" ![](UIButtonBarCamera.png)", from: Self.camera, in: fixture)
        try fixture.write(
            "en/bars.md",
            try fixture.read("en/bars.md")
                + "\n### Toolbar and Navigation Bar Buttons\n\n| Button | Name | Meaning |\n|---|---|---|\n"
                + "| | Play | Start media playback |\n| | Pause | Pause media playback |\n")
        #expect(try malformedTableFindings(fixture) == [Self.cameraFinding])
    }
}
