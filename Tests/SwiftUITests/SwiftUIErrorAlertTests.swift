import Inputs
import Scenarios
import TestSupport
import Testing

/// Errors an app wraps for an alert (Fixtures/ErrorAlerts): a
/// `LocalizedError`'s texts, an `NSError`'s user info read through its
/// keys, a default description from a `LocalizedStringResource`; and a
/// value of a type nested in a view passed to that view (`Screen.Item(…)`,
/// `.init(…)` for a property whose type its initial value gives). Before,
/// the alert read unknown texts and the nested value was the default.
@MainActor @Suite struct SwiftUIErrorAlertTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    private func alert(after link: String, tapping button: String) -> String {
        """
        swiftui: {path: ErrorAlerts, view: ErrorAlertsView}
        steps:
          - focus: \(link)
          - doubleTap
          - focus: \(button)
          - doubleTap

        """
    }

    @Test func aLocalizedErrorGivesTheAlertItsDescriptionAndReason() async throws {
        let yaml =
            alert(after: "Nested", tapping: "Swift error")
            + "  - expect: {elements: [\"Could not save\", \"Disk full\", \"OK. Button.\"]}\n"
        let result = try await runLinkedFixture("ErrorAlerts", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func anNSErrorsUserInfoKeysGiveItsTexts() async throws {
        let yaml =
            alert(after: "Nested", tapping: "NSError")
            + "  - expect: {elements: [\"Out of stock\", \"Sold\", \"OK. Button.\"]}\n"
        let result = try await runLinkedFixture("ErrorAlerts", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aPlainErrorTakesTheResourcesDefaultValue() async throws {
        let yaml =
            alert(after: "Nested", tapping: "Plain error")
            + "  - expect: {focus: \"Unexpected error occurred!\"}\n"
        let result = try await runLinkedFixture("ErrorAlerts", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aValueOfATypeNestedInTheViewReachesTheView() async throws {
        for (link, reason) in [("Nested", "Disk full"), ("Implicit", "No network")] {
            let yaml = """
                swiftui: {path: ErrorAlerts, view: ErrorAlertsView}
                steps:
                  - focus: \(link)
                  - doubleTap
                  - expect: {elements: ["Back Button.", "\(reason)", "Swift error. Button.", "Plain error. Button.", "NSError. Button."]}

                """
            let result = try await runLinkedFixture("ErrorAlerts", paths: Self.paths, yaml: yaml)
            #expect(result.failures.isEmpty, "\(link): \(result.failures)")
        }
    }
}
