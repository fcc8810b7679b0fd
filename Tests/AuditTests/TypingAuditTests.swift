import AppSpec
import Audit
import ScenarioYAML
import Testing

/// The user's own typing is not an app changing a value behind their back:
/// `silent-value-change` stays quiet for `type:` and `delete`, and fires for
/// the old workaround of setting the field's value from the app.
@MainActor
@Suite struct TypingAuditTests {
    private func findings(_ steps: String) async throws -> [String] {
        let text = """
            name: Typing
            root: home
            controllers:
              home:
                views:
                  - textField: Email
                    id: email
            steps:
              - focus: email
            \(steps)
            """
        let spec = try ScenarioLoader().load(text: text, path: "typing.yaml")
        return await Auditor().audit(run: spec, summary: \.summary).findings.filter { $0.outcome == .violation }.map {
            "\($0.rule.rawValue): \($0.message)"
        }
    }

    @Test func typingIntoTheFocusedFieldIsNoSilentChange() async throws {
        #expect(
            try await findings(
                """
                  - doubleTap
                  - type: me@example.com
                  - delete: 3
                  - dismissKeyboard
                """) == [])
    }

    @Test func settingTheFieldFromTheAppWhileItIsFocusedIsOne() async throws {
        let found = try await findings(
            """
              - do: [set: {id: email, value: me@example.com}]
            """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("silent-value-change: ") == true)
    }
}
