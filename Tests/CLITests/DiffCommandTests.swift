import Foundation
import Testing

/// `a11ysim diff` as a user runs it: exit 0 when the inputs read the same,
/// 1 on a difference, 2 on bad input; text, JSON and Markdown.
struct DiffCommandTests {
    private let captures = "Tests/CaptureTests/Fixtures"

    @Test func identicalInputsExitZero() throws {
        let outcome = try A11ysimProcess.run(["diff", "\(captures)/appium-wifi.xml", "\(captures)/appium-wifi.xml"])
        #expect(outcome.status == 0)
        #expect(
            outcome.stdoutLines == [
                "a11ysim diff \(captures)/appium-wifi.xml \(captures)/appium-wifi.xml",
                "= screen \"Wi-Fi\": same",
                "1 screen compared, 0 differences: the inputs read the same.",
            ])
    }

    @Test func aCaptureAgainstItsImportedScenarioExitsZero() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = folder.appendingPathComponent("login.yaml").path
        #expect(try A11ysimProcess.run(["import", "\(captures)/xcuitest-login.txt", "-o", imported]).status == 0)
        let outcome = try A11ysimProcess.run(["diff", "\(captures)/xcuitest-login.txt", imported])
        #expect(outcome.status == 0, "\(outcome.stdout)")
    }

    @Test func aDifferenceExitsOneInEveryFormat() throws {
        let first = "\(captures)/appium-wifi.xml"
        let second = "\(captures)/appium-alert.xml"
        let text = try A11ysimProcess.run(["diff", first, second, "--ignore", "frames"])
        #expect(text.status == 1)
        #expect(
            text.stdoutLines.contains(
                "≠ screen \"Wi-Fi\" ↔ \"Mail [Mail/Delete Draft?]\": 16 differences (3 added, 13 removed)"))
        let json = try A11ysimProcess.run(["diff", first, second, "--format", "json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["equal"] as? Bool == false)
        let markdown = try A11ysimProcess.run(["diff", first, second, "--format", "markdown"])
        #expect(markdown.status == 1)
        #expect(markdown.stdoutLines.first == "### VoiceOver diff")
        #expect(markdown.stdout.contains("| added | Delete Draft? | says \"Delete Draft?\" |"))
    }

    @Test func swiftUICodeAgainstACaptureOfTheRunningAppShowsTheOneDrift() throws {
        let code = "Tests/CLITests/Fixtures/swiftui/InboxView.swift"
        let capture = "Tests/CLITests/Fixtures/swiftui/capture-inbox-renamed.txt"
        let drift = try A11ysimProcess.run(["diff", code, capture])
        #expect(drift.status == 1)
        #expect(
            drift.stdoutLines == [
                "a11ysim diff \(code) \(capture)",
                "≠ screen \"Inbox\": 1 difference (1 changed)",
                "  ~ changed \"Sent\": label \"Sent\" → \"Outbox\"",
                // The code's links lead to screens of their own; the capture holds only the inbox.
                "- screen \"Drafts\" is only in \(code)",
                "- screen \"Sent\" is only in \(code)",
                "1 screen compared, 1 difference, 2 screens in one input only.",
            ])
        let same = try A11ysimProcess.run(["diff", code, code])
        #expect(same.status == 0)
        #expect(
            same.stdoutLines.dropFirst() == [
                "= screen \"Inbox\": same", "= screen \"Drafts\": same", "= screen \"Sent\": same",
                "3 screens compared, 0 differences: the inputs read the same.",
            ])
    }

    @Test func twoVersionsOfSwiftUICodeShowTheRowAddedAndWhatItMoved() throws {
        let before = "Tests/CLITests/Fixtures/swiftui/InboxView.swift"
        let after = "Tests/CLITests/Fixtures/swiftui/next/InboxView.swift"
        let outcome = try A11ysimProcess.run(["diff", before, after])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdoutLines.dropFirst() == [
                "≠ screen \"Inbox\": 2 differences (1 added, 1 changed)",
                "  + added \"Archive. Button.\" at [36, 200, 75.5, 44]",
                "  ~ changed \"Sent\": frame [36, 200, 50, 44] → [36, 266, 50, 44]",
                "= screen \"Drafts\": same",
                "= screen \"Sent\": same",
                // The new row's link leads to a screen the first version does not have.
                "+ screen \"Archive\" is only in \(after)",
                "3 screens compared, 2 differences, 1 screen in one input only.",
            ])
        let framesIgnored = try A11ysimProcess.run(["diff", before, after, "--ignore", "frames"])
        #expect(framesIgnored.stdoutLines.dropFirst().first == "≠ screen \"Inbox\": 1 difference (1 added)")
    }

    @Test func badInputExitsTwo() throws {
        let folder = try A11ysimProcess.run(["diff", "Scenarios", "\(captures)/appium-wifi.xml"])
        #expect(folder.status == 2)
        #expect(
            folder.stderrLines.first?.hasPrefix(
                "Scenarios: error: this is a folder; a11ysim diff compares two inputs (scenario YAML (.yaml, .yml), Interface Builder storyboards"
            ) == true)
        #expect(
            folder.stderrLines.first?.hasSuffix("or two folders of SwiftUI sources; name one file of the folder")
                == true)
        let missing = try A11ysimProcess.run(["diff", "\(captures)/appium-wifi.xml", "nowhere.xml"])
        #expect(missing.status == 2)
        #expect(missing.stderrLines == ["nowhere.xml: error: no such file or directory"])
        let truncated = try A11ysimProcess.run([
            "diff", "\(captures)/appium-wifi.xml", "\(captures)/appium-truncated.xml",
        ])
        #expect(truncated.status == 2)
        #expect(
            truncated.stderrLines.first
                == "\(captures)/appium-truncated.xml:11:139: error: the XML ends before every element is closed; the file may be truncated; capture the page source again"
        )
        let ignore = try A11ysimProcess.run([
            "diff", "\(captures)/appium-wifi.xml", "\(captures)/appium-wifi.xml", "--ignore", "frame",
        ])
        #expect(ignore.status == 2)
        #expect(
            ignore.stderrLines.first
                == "Error: --ignore takes frames, values, traits, order, not 'frame'; did you mean 'frames'?")
        let screen = try A11ysimProcess.run([
            "diff", "\(captures)/appium-wifi.xml", "\(captures)/appium-wifi.xml", "--screen", "Wifi",
        ])
        #expect(screen.status == 2)
        #expect(
            screen.stderrLines.first
                == "\(captures)/appium-wifi.xml: error: there is no screen 'Wifi' in this input; its screens are: 'Wi-Fi'; did you mean 'Wi-Fi'?"
        )
    }
}
