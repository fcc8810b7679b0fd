import Foundation
import Testing

/// Every command takes a runtime capture as it takes a scenario.
struct CaptureCommandTests {
    private let captures = "Tests/CaptureTests/Fixtures"

    @Test func theREPLExploresACapture() throws {
        let outcome = try A11ysimProcess.run(
            ["repl", "\(captures)/appium-alert.xml", "--speech", "text"], input: "next\n:tree\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("Cancel. Button."))
        #expect(outcome.stdout.contains(" 3. Delete. Button.  [button] #Delete"))
    }

    @Test func auditAndSnapshotTakeACapture() throws {
        let audit = try A11ysimProcess.run(["audit", "\(captures)/appium-wifi.xml"])
        // Only moderate findings: the search field's placeholder is no finding (its trait names it).
        #expect(audit.status == 0)
        #expect(!audit.stdout.contains("placeholder-only-name"))
        #expect(
            audit.stdout.contains(
                "violation moderate target-size: 'Wi-Fi/Wi-Fi 2/Edit' is 42 by 44 points, under the Apple HIG's 44 by 44 (WCAG 2.5.5, level AAA).  \(captures)/appium-wifi.xml:9:183"
            ))
        // A switch at its system size (350 by 31) is no target-size finding: UIKit sets its hit region.
        let login = try A11ysimProcess.run(["audit", "\(captures)/xcuitest-login.txt"])
        #expect(!login.stdout.contains("target-size"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = try A11ysimProcess.run(["snapshot", "\(captures)/appium-wifi.xml", "--out", folder.path])
        #expect(snapshot.status == 0)
        let text = try String(
            contentsOf: folder.appendingPathComponent("Tests/CaptureTests/Fixtures/appium-wifi.xml/Wi-Fi.txt"),
            encoding: .utf8)
        #expect(text.contains("Wi-Fi. Switch Button. On."))
    }

    @Test func aFolderOfCapturesRunsEveryCaptureAndSkipsTheRest() throws {
        let outcome = try A11ysimProcess.run(["run", captures])
        // The damaged captures fail to load (exit 2); the Android page source and the README are no inputs.
        #expect(outcome.status == 2)
        #expect(outcome.stdout.contains("✓ idb-flat.json"))
        #expect(
            (outcome.stdout + outcome.stderr).contains(
                "Skipped 2 files that are not an input: \(captures)/README.md, \(captures)/android.xml"))
    }
}
