import Foundation
import Testing

/// `a11ysim audit`, `a11ysim snapshot` and `a11ysim run --audit` end to end:
/// exit codes, every format on disk, and bad input at its line.
@Suite struct AuditCommandTests {
    let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AuditTests/Fixtures/Rules")

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A configuration with the defaults, so the repository's own does not apply.
    func defaultConfig(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("audit.yml").path
        try "failOn: serious\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func auditExitsOneOnASeriousViolationAndNamesItsLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = rules.appendingPathComponent("target-size.fires.yaml").path
        let outcome = try A11ysimProcess.run(["audit", fixture, "--config", try defaultConfig(in: folder)])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout.contains(
                "violation moderate target-size: 'home/info' is 24 by 24 points, under the Apple HIG's 44 by 44 (WCAG 2.5.5, level AAA).  \(fixture):12:9"
            ))
        #expect(
            outcome.stdout.contains(
                "violation serious target-size: 'home/close' is 20 by 20 points, under WCAG 2.5.8's 24 by 24 (level AA).  \(fixture):15:9"
            ))
        #expect(outcome.stdout.contains("Result: FAILED (2 new violations at serious or above)"))
        let lenient = try A11ysimProcess.run([
            "audit", fixture, "--config", try defaultConfig(in: folder), "--fail-on", "critical",
        ])
        #expect(lenient.status == 0)
    }

    @Test func aSwiftUIPreviewWithoutAHeadingIsReviewedAndFindingsPointAtSwiftLines() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = rules.deletingLastPathComponent().appendingPathComponent("SwiftUI/ProfileView.swift").path
        let outcome = try A11ysimProcess.run(["audit", fixture, "--config", try defaultConfig(in: folder)])
        // The folder is one app: TapAndFontsView.swift's tap gesture without the button trait (serious) fails it.
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout.contains(
                "violation serious button-trait: 'TapAndFontsView.swift preview 1/Show more' acts on double tap but has no button trait"
            ))
        #expect(
            outcome.stdout.contains(
                "review moderate screen-heading: The screen has 3 elements and none has the header trait, so the headings rotor finds nothing. "
                    + "Needs review: a preview shows one view on its own, and the code does not say whether that view is a whole screen.  \(fixture):16:1"
            ))
        #expect(
            outcome.stdout.contains(
                "violation moderate label-readable: The label \"user_name\" of 'ProfileView.swift preview 1/user_name' is written in snake_case, like an identifier.  \(fixture):11:13"
            ))
        let sarif = try A11ysimProcess.run([
            "audit", fixture, "--config", try defaultConfig(in: folder), "--format", "sarif",
        ])
        #expect(sarif.stdout.contains("\"startLine\" : 11"))
    }

    @Test func outputDirWritesEveryFormat() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("report").path
        let fixture = rules.appendingPathComponent("modal-background.fires.yaml").path
        let outcome = try A11ysimProcess.run([
            "audit", fixture, "--config", try defaultConfig(in: folder), "--output-dir", out,
        ])
        #expect(outcome.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files == ["audit.html", "audit.json", "audit.junit.xml", "audit.md", "audit.sarif", "audit.txt"])
        let markdown = try String(contentsOfFile: "\(out)/audit.md", encoding: .utf8)
        #expect(markdown.hasPrefix("# a11ysim audit: failed"))
    }

    @Test func baselineUpdateThenAuditPasses() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let fixture = rules.appendingPathComponent("interactive-name.fires.yaml").path
        let config = try defaultConfig(in: folder)
        let update = try A11ysimProcess.run([
            "audit", fixture, "--config", config, "--baseline", baseline, "--update-baseline",
        ])
        #expect(update.status == 0)
        #expect(update.stdout.contains("Result: PASSED"), "the report says what the updated baseline makes of it")
        #expect(!update.stdout.contains("FAILED"))
        let again = try A11ysimProcess.run(["audit", fixture, "--config", config, "--baseline", baseline])
        #expect(again.status == 0)
        #expect(again.stdout.contains("suppressed, 0 new, 0 resolved"))
    }

    @Test func badConfigurationExitsTwoAtItsLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("bad.yml").path
        try "rules:\n  target-sise: off\n".write(toFile: config, atomically: true, encoding: .utf8)
        let outcome = try A11ysimProcess.run([
            "audit", rules.appendingPathComponent("target-size.fires.yaml").path, "--config", config,
        ])
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr
                == "\(config):2:3: error: unknown rule 'target-sise'; did you mean 'target-size'?\n 2 |   target-sise: off\n   |   ^\n"
        )
        let format = try A11ysimProcess.run(["audit", "x.yaml", "--format", "sarf"])
        #expect(format.status == 2)
        #expect(format.stderr.contains("Unknown format 'sarf' (did you mean 'sarif'?)"))
    }

    @Test func snapshotWritesAnSVGAndATranscriptPerScreen() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = rules.appendingPathComponent("modal-background.fires.yaml").path
        let outcome = try A11ysimProcess.run(["snapshot", fixture, "--out", folder.path])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "Recorded 2 screens from 1 file in \(folder.path).\n")
        let screens = folder.appendingPathComponent("Tests/AuditTests/Fixtures/Rules/modal-background.fires.yaml")
        let text = try String(contentsOf: screens.appendingPathComponent("home.txt"), encoding: .utf8)
        #expect(
            text.contains(
                "1. \"Home. Heading.\" [staticText, header] (16, 55, 358, 44) home/text[1]\n2. \"Tip. Button.\" [button] (16, 107, 358, 44) home/tip\n"
            ))
        #expect(FileManager.default.fileExists(atPath: screens.appendingPathComponent("home_tip.svg").path))
    }

    @Test func runWithAuditReportsWhatTheStepsDid() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = rules.appendingPathComponent("silent-value-change.fires.yaml").path
        let outcome = try A11ysimProcess.run([
            "run", fixture, "--audit", "--audit-config", try defaultConfig(in: folder),
        ])
        #expect(outcome.stdout.contains("1 passed, 0 failed"))
        #expect(
            outcome.stdout.contains(
                "violation moderate silent-value-change: The value of the focused element 'home/score' changed from \"0\" to \"1\" and nothing was announced."
            ))
        #expect(outcome.status == 0, "a moderate finding is below the default fail-on (serious)")
    }
}
