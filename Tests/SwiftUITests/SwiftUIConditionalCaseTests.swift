import Inputs
import Scenarios
import TestSupport
import Testing

/// A `switch` whose cases sit inside `#if` reads the cases of the iOS build
/// (Fixtures/ConditionalCases): before, a case inside `#if` was skipped and
/// the screen it builds was empty.
@MainActor @Suite struct SwiftUIConditionalCaseTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func aCaseInsideAnIfTakesTheIOSClause() async throws {
        let yaml = """
            swiftui: {path: ConditionalCases, view: ConditionalCasesView}
            steps:
              - expect: {elements: ["Share Text. Button.", "Settings"]}

            """
        let result = try await runLinkedFixture("ConditionalCases", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
