import Foundation
import Testing

/// Snapshot testing through the built binary: record, check, and what a
/// changed, new, gone or never-recorded screen prints.
@Suite struct SnapshotCommandTests {
    /// A scratch app: a home screen whose button presents a tip.
    static let app = """
        name: Tips
        root: home
        controllers:
          home:
            views:
              - heading: Home
              - button: Tip
                id: tip
                on: {activate: [{present: tip}]}
          tip:
            views:
              - heading: Tip
              - button: Got it
                id: gotIt
                on: {activate: [dismiss]}
        steps: []

        """

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("b"), withIntermediateDirectories: true)
        try app.write(to: folder.appendingPathComponent("a/app.yaml"), atomically: true, encoding: .utf8)
        try app.replacingOccurrences(of: "Tips", with: "Other").write(
            to: folder.appendingPathComponent("b/app.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func recordingKeysFoldersByPathSoSameNamedInputsNeverCollide() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = try A11ysimProcess.run(
            ["snapshot", "a/app.yaml", "b/app.yaml", "--out", "Snapshots"], directory: folder)
        #expect(record.status == 0)
        #expect(record.stdout == "Recorded 4 screens from 2 files in Snapshots.\n")
        let text = try String(
            contentsOf: folder.appendingPathComponent("Snapshots/a/app.yaml/home_tip.txt"), encoding: .utf8)
        #expect(
            text == """
                # home > tip (a/app.yaml)
                # route: activate 'home/tip' (Tip. Button.)
                1. "Tip. Heading." [staticText, header] (16, 65, 358, 44) tip/text[1]
                2. "Got it. Button." [button] (16, 117, 358, 44) tip/gotIt

                """)
        let svg = try String(
            contentsOf: folder.appendingPathComponent("Snapshots/b/app.yaml/home.svg"), encoding: .utf8)
        #expect(svg.contains(">home: what VoiceOver says</text>"))
        #expect(svg.contains(">Tip. Button.</text>"), "the legend's words are SVG text, not tooltips")
    }

    @Test func theHTMLReportThroughTheBinaryHasItsSummaryAndContents() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try A11ysimProcess.run(
            ["audit", "a/app.yaml", "b/app.yaml", "--format", "html", "--output", "audit.html"], directory: folder)
        #expect(outcome.status == 0 || outcome.status == 1)
        let html = try String(contentsOf: folder.appendingPathComponent("audit.html"), encoding: .utf8)
        #expect(html.contains("<caption>Scope</caption>") && html.contains("<tr><th>Files</th><td>2</td></tr>"))
        #expect(html.contains("<a href=\"#file-2\">b/app.yaml</a>"))
        #expect(html.contains("<select id=\"impact-filter\">"))
    }

    @Test func aRoundTripPassesThenAChangedLabelFailsWithTheOldAndNewText() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try A11ysimProcess.run(["snapshot", "a/app.yaml", "--out", "Snapshots"], directory: folder)
        let same = try A11ysimProcess.run(
            ["snapshot", "a/app.yaml", "--out", "Snapshots", "--check"], directory: folder)
        #expect(same.status == 0)
        #expect(
            same.stdout
                == "Snapshots: 1 file, 2 screens: 0 changed, 0 new, 0 gone.\nResult: PASSED (the app reads as recorded)\n"
        )
        let edited = Self.app.replacingOccurrences(of: "button: Got it", with: "button: Understood")
        try edited.write(to: folder.appendingPathComponent("a/app.yaml"), atomically: true, encoding: .utf8)
        let changed = try A11ysimProcess.run(
            ["snapshot", "a/app.yaml", "--out", "Snapshots", "--check"], directory: folder)
        #expect(changed.status == 1)
        #expect(
            changed.stdout == """
                a/app.yaml: screen 'home > tip' reads differently:
                --- Snapshots/a/app.yaml/home_tip.txt
                +++ a/app.yaml (now)
                @@ -1,4 +1,4 @@
                 # home > tip (a/app.yaml)
                 # route: activate 'home/tip' (Tip. Button.)
                 1. "Tip. Heading." [staticText, header] (16, 65, 358, 44) tip/text[1]
                -2. "Got it. Button." [button] (16, 117, 358, 44) tip/gotIt
                +2. "Understood. Button." [button] (16, 117, 358, 44) tip/gotIt

                Snapshots: 1 file, 2 screens: 1 changed, 0 new, 0 gone.
                Result: FAILED (record again with: a11ysim snapshot PATH... --out Snapshots, if the changes are intended)

                """)
        let markdown = try A11ysimProcess.run(
            ["snapshot", "a/app.yaml", "--out", "Snapshots", "--check", "--format", "markdown"], directory: folder)
        #expect(markdown.status == 1)
        #expect(markdown.stdout.contains("| `a/app.yaml` | `home > tip` | reads differently (1 line out, 1 in) |"))
        #expect(markdown.stdout.contains("```diff\n@@ -1,4 +1,4 @@\n"))
    }

    @Test func newAndGoneScreensAndAnUnrecordedInputAreReported() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try A11ysimProcess.run(["snapshot", "a/app.yaml", "--out", "Snapshots"], directory: folder)
        let moved = Self.app.replacingOccurrences(of: "{present: tip}", with: "{present: help}").replacingOccurrences(
            of: "  tip:\n", with: "  help:\n")
        try moved.write(to: folder.appendingPathComponent("a/app.yaml"), atomically: true, encoding: .utf8)
        let outcome = try A11ysimProcess.run(
            ["snapshot", "a/app.yaml", "b/app.yaml", "--out", "Snapshots", "--check"], directory: folder)
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout.contains(
                "a/app.yaml: new screen 'home > help', not in the snapshots; record it if it is expected\n"))
        #expect(outcome.stdout.contains("a/app.yaml: screen 'home > tip' is gone: the app no longer reaches it\n"))
        #expect(
            outcome.stdout.contains(
                "b/app.yaml: nothing recorded in Snapshots; record it with: a11ysim snapshot b/app.yaml --out Snapshots\n"
            ))
        #expect(
            outcome.stdout.contains("Snapshots: 2 files, 4 screens: 0 changed, 1 new, 1 gone, 1 file not recorded.\n"))
        let again = try A11ysimProcess.run(["snapshot", "a/app.yaml", "--out", "Snapshots"], directory: folder)
        #expect(
            again.stdout
                == "Recorded 2 screens from 1 file in Snapshots (removed 2 files of screens no longer reached).\n")
    }

    @Test func formatWithoutCheckIsAUsageError() throws {
        let outcome = try A11ysimProcess.run(["snapshot", "Scenarios", "--out", "/tmp/x", "--format", "markdown"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--format applies to --check only"))
    }

    @Test func anAppsPreviewsRecordedByThreeJobsAreTheSnapshotsOneJobRecords() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pantry = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Pantry").path
        let one = try A11ysimProcess.run(["snapshot", pantry, "--out", "one", "--jobs", "1"], directory: folder)
        let three = try A11ysimProcess.run(["snapshot", pantry, "--out", "three", "--jobs", "3"], directory: folder)
        #expect(one.status == 0)
        #expect(three.status == 0)
        #expect(three.stdout.replacingOccurrences(of: " in three.", with: " in one.") == one.stdout)
        let manager = FileManager.default
        let recorded = try manager.subpathsOfDirectory(atPath: folder.appendingPathComponent("one").path).sorted()
        #expect(recorded.contains { $0.hasSuffix("Owner.txt") }, "the preview 'Owner' is recorded: \(recorded)")
        #expect(
            try manager.subpathsOfDirectory(atPath: folder.appendingPathComponent("three").path).sorted() == recorded)
        for file in recorded where file.hasSuffix(".txt") || file.hasSuffix(".svg") {
            #expect(
                manager.contents(atPath: folder.appendingPathComponent("three/\(file)").path)
                    == manager.contents(atPath: folder.appendingPathComponent("one/\(file)").path), "\(file)")
        }
    }
}
