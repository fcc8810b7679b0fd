import AppModel
import AppSpec
import Diagnostics
import Foundation
import ScenarioYAML
import Scenarios
import Testing

/// The typing steps and the form keys of docs/scenario-format.md ("Typing"):
/// read, checked and run.
@MainActor
@Suite("Typing into forms")
struct TypingStepTests {
    private static let form = """
        name: Form
        root: form
        controllers:
          form:
            views:
              - textField: Code
                id: code
                returnKey: done
                clearButton: always
                on:
                  change: [log: changed]
                  submit:
                    if: {id: code, equals: "42", then: [announce: Right], else: [announce: Wrong]}
              - textView: Notes
                id: notes
        steps:

        """

    private func failures(_ steps: String) async throws -> [String] {
        try await scenarioFailures(Self.form + steps, path: "form.yaml")
    }

    private func errors(_ steps: String) -> [String] {
        do {
            _ = try ScenarioLoader().load(text: Self.form + steps, path: "form.yaml")
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.line): \($0.message)" }
        }
    }

    @Test func aSubmitHandlerTestsTheTextTypedAndChangeRunsOnEveryKey() async throws {
        #expect(
            try await failures(
                """
                  - focus: code
                  - doubleTap
                  - type: "41"
                  - expect: {events: [form.log, form.log], value: {code: "41"}}
                  - return
                  - expect: {announced: Wrong}
                  - delete
                  - type: "2"
                  - return
                  - expect: {announced: Right, focus: code}
                  - clearText
                  - expect: {value: {code: null}, focus: code}
                """) == [])
    }

    @Test func typingWithNoFieldBeingEditedFailsTheStepAtItsLine() async throws {
        #expect(
            try await failures(
                """
                  - focus: code
                  - type: abc
                """) == [
                    "type: expected a text field being edited, got no text field is being edited: double tap a field first (or focus one the app made first responder)"
                ])
    }

    @Test func aTextViewTakesANewLineAndKeepsEditing() async throws {
        #expect(
            try await failures(
                """
                  - focus: notes
                  - doubleTap
                  - type: "a"
                  - return
                  - type: "b"
                  - dismissKeyboard
                  - expect: {value: {notes: "a\\nb"}, speech: "Notes: a\\nb. Text Field."}
                """) == [])
    }

    @Test func badTypingStepsAndIfActionsAreErrorsAtTheirLines() {
        #expect(
            errors(
                """
                  - type: ""
                  - delete: 0
                  - return: now
                  - enter: x
                """) == [
                    "17: type needs at least one character",
                    "18: delete takes a count from 1 to 10000, not 0",
                    "19: the step 'return' takes no value",
                    "20: unknown step 'enter'",
                ])
        let badIf = Self.form.replacingOccurrences(of: "if: {id: code, equals: \"42\"", with: "if: {equals: \"42\"")
        do {
            _ = try ScenarioLoader().load(text: badIf + "  - wait: 1\n", path: "form.yaml")
            Issue.record("an if without an id loaded")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["'if' needs the 'id' of the view whose text it tests"])
        }
    }

    @Test func formKeysReadBackAsWritten() throws {
        let spec = try ScenarioLoader().load(text: Self.form + "  - wait: 1\n", path: "form.yaml")
        let code = try #require(spec.controllers.first?.views.first)
        #expect(code.returnKey == .done && code.clearButton == .always)
        let written = try ScenarioWriter.appText(for: spec, name: "Form")
        #expect(written.contains("returnKey: done") && written.contains("clearButton: always"))
        #expect(
            written.contains(
                #"submit: [{if: {id: code, equals: "42", then: [{announce: Right}], else: [{announce: Wrong}]}}]"#))
    }
}
