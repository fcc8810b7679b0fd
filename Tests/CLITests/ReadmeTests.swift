import Foundation
import Testing

/// The manual's scenarios and outputs (README and docs/) are real: the
/// files are in Scenarios/ and a11ysim prints exactly what the pages show.
@Suite struct ReadmeTests {
    private let readme = A11ysimProcess.manualText()

    @Test(arguments: [
        "Scenarios/navigation/quick-start.yaml", "Scenarios/swiftui/coffee-order.yaml", "Scenarios/forms/sign-in.yaml",
    ])
    func theExampleScenarioIsQuotedVerbatim(path: String) throws {
        let scenario = try String(contentsOf: A11ysimProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(readme.contains("```yaml\n" + scenario + "```"))
    }

    @Test(arguments: [
        ["run", "Scenarios/navigation/quick-start.yaml"],
        ["run", "Scenarios/swiftui/Coffee"],
        ["run", "Scenarios/navigation/quick-start.yaml", "--transcript"],
        ["run", "Tests/CLITests/Fixtures/broken/typo-key.yaml"],
        ["audit", "Tests/AuditTests/Fixtures/Rules/modal-background.fires.yaml"],
        [
            "run", "Tests/CaptureTests/Fixtures/appium-wifi.xml", "Tests/CaptureTests/Fixtures/xcuitest-login.txt",
            "Tests/CaptureTests/Fixtures/idb-nested.json",
        ],
        ["diff", "Tests/CaptureTests/Fixtures/appium-wifi.xml", "Tests/CaptureTests/Fixtures/appium-wifi-after.xml"],
        ["run", "Scenarios/swiftui/coffee-order.yaml", "--transcript"],
        ["run", "Scenarios/forms/sign-in.yaml", "--transcript"],
    ])
    func shownOutputIsWhatA11ysimPrints(arguments: [String]) throws {
        let outcome = try A11ysimProcess.run(arguments)
        let shown = "$ a11ysim " + arguments.joined(separator: " ") + "\n" + outcome.stderr + outcome.stdout + "```"
        #expect(readme.contains(shown))
    }

    @Test func theImportWarningsAreWhatA11ysimPrints() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-readme-\(UUID().uuidString).yaml"
        ).path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let outcome = try A11ysimProcess.run(["import", "Tests/CaptureTests/Fixtures/appium-wifi.xml", "-o", output])
        #expect(outcome.status == 0)
        #expect(
            readme.contains(
                "$ a11ysim import Tests/CaptureTests/Fixtures/appium-wifi.xml -o wifi.yaml\n" + outcome.stderr))
    }

    @Test func theFailureExampleIsWhatA11ysimPrints() throws {
        let outcome = try A11ysimProcess.run(["run", "Tests/CLITests/Fixtures/failing/wrong-speech.yaml"])
        #expect(readme.contains("```\n" + outcome.stdout + "```"))
    }

    @Test func theREPLTranscriptIsWhatA11ysimPrints() throws {
        let outcome = try A11ysimProcess.run(
            ["repl", "Scenarios/navigation/quick-start.yaml", "--speech", "text"],
            input: "next\nactivate\nescape\nmagicTap\n:tree\n")
        #expect(outcome.status == 0)
        let shown =
            "$ printf 'next\\nactivate\\nescape\\nmagicTap\\n:tree\\n' | a11ysim repl Scenarios/navigation/quick-start.yaml --speech text\n"
        #expect(readme.contains(shown + outcome.stdout + "```"))
    }

    @Test func theScenarioCountIsCurrent() {
        let count = A11ysimProcess.scenarioCount()
        #expect(readme.contains("\(count) example scenarios"))
        #expect(readme.contains("holds \(count) examples"))
    }
}

/// The README's excerpt of a real storyboard's audit: every line it shows
/// (other than the "…" marking what is left out) is a line a11ysim prints.
@Suite struct ReadmeCorpusExcerptTests {
    @Test(.enabled(if: A11ysimProcess.corpusPresent, A11ysimProcess.corpusAbsent))
    func theRealStoryboardExcerptIsWhatA11ysimPrints() throws {
        let readme = A11ysimProcess.manualText()
        let command =
            "(real-app excerpt) a11ysim audit ../shared/corpus/storyboards/SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__Main.storyboard\n"
        let block = try #require(
            readme.components(separatedBy: command).dropFirst().first?.components(separatedBy: "```").first)
        let outcome = try A11ysimProcess.run([
            "audit",
            "../shared/corpus/storyboards/SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__Main.storyboard",
        ])
        #expect(outcome.status == 1)
        let printed = Set(outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let shown = block.split(separator: "\n").map(String.init).filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("…")
        }
        #expect(shown.count >= 8)
        for line in shown { #expect(printed.contains(line), "README shows a line a11ysim does not print: \(line)") }
    }

    @Test(.enabled(if: A11ysimProcess.corpusPresent, A11ysimProcess.corpusAbsent))
    func theRealSwiftUIExcerptIsWhatA11ysimPrints() throws {
        let readme = A11ysimProcess.manualText()
        let app = "../shared/corpus/swiftui/mikaelacaron__Basic-Car-Maintenance"
        let block = try #require(
            readme.components(separatedBy: "(real-app excerpt) a11ysim audit \(app)\n").dropFirst().first?.components(
                separatedBy: "```"
            ).first)
        let outcome = try A11ysimProcess.run(["audit", app])
        #expect(outcome.status == 1)
        let printed = Set(outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let shown = block.split(separator: "\n").map(String.init).filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("…")
        }
        #expect(shown.count >= 8)
        for line in shown { #expect(printed.contains(line), "README shows a line a11ysim does not print: \(line)") }
    }
}

/// The README's text snapshot is what `a11ysim snapshot` records.
@Suite struct ReadmeSnapshotTests {
    @Test func theShownTextSnapshotIsWhatA11ysimRecords() throws {
        let readme = A11ysimProcess.manualText()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-readme-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try A11ysimProcess.run([
            "snapshot", "Scenarios/presentation/over-current-context.yaml", "--out", folder.path,
        ])
        #expect(outcome.status == 0)
        let text = try String(
            contentsOf: folder.appendingPathComponent(
                "Scenarios/presentation/over-current-context.yaml/home_tip_toast.txt"), encoding: .utf8)
        #expect(readme.contains("```\n" + text + "```"))
        #expect(
            FileManager.default.fileExists(
                atPath: A11ysimProcess.packageRoot.appendingPathComponent("docs/images/snapshot-overlay.png").path))
    }
}
