import Foundation
import Testing

/// Debugging a failing scenario: stop at the first failure, and see which
/// step made VoiceOver say each thing.
@Suite struct DebuggingRunTests {
    @Test func failFastStopsAtTheFirstFailingScenario() throws {
        let outcome = try A11ysimProcess.run([
            "run", "Scenarios/navigation/quick-start.yaml", "Tests/CLITests/Fixtures/failing/wrong-speech.yaml",
            "Scenarios/elements/explicit-order.yaml",
            "Scenarios/elements/right-to-left.yaml", "--fail-fast",
        ])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("✓ Wi-Fi settings"))
        #expect(outcome.stdout.contains("✗ Wrong expectations"))
        #expect(!outcome.stdout.contains("Explicit element order"))
        #expect(outcome.stdout.hasSuffix("1 passed, 1 failed\n"))
        #expect(outcome.stderr == "Stopped at the first failure (--fail-fast): 2 files were not run.\n")
        let all = try A11ysimProcess.run([
            "run", "Scenarios/navigation/quick-start.yaml", "Scenarios/elements/explicit-order.yaml", "--fail-fast",
        ])
        #expect(all.status == 0 && all.stderr.isEmpty, "nothing failed, so everything ran")
    }

    @Test func theTranscriptTagsEachEntryWithTheStepThatCausedIt() throws {
        let outcome = try A11ysimProcess.run(["run", "Scenarios/navigation/quick-start.yaml", "--transcript"])
        #expect(
            outcome.stdoutLines.contains(
                "      0.000  description  Settings. Heading.  [interrupted at 0.000]  (launch)"))
        #expect(
            outcome.stdoutLines.contains("      0.000  description  Wi-Fi. Button.  [interrupted at 0.500]  (line 19)"),
            "line 19 is the swipeRight")
        #expect(
            outcome.stdoutLines.contains("      1.000  description  Wi-Fi. Button.  (line 23)"), "line 23 is the escape"
        )
    }
}
