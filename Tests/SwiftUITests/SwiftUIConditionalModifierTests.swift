import Inputs
import Scenarios
import TestSupport
import Testing

/// An `extension View` method named with a keyword (`` func `if`(…) ``)
/// that applies a change when a flag or a closure says so
/// (Fixtures/ConditionalModifiers), and `.hidden()`, which takes a view
/// out of VoiceOver's reach. Before, the method was not found (its name
/// kept its backticks), a trailing closure did not fill its closure
/// parameter, a closure returning `Bool` was read as views, and
/// `.hidden()` changed nothing.
@MainActor @Suite struct SwiftUIConditionalModifierTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func aFlagHidesItsViewAndAClosureLeavesTheOtherShown() async throws {
        let yaml = """
            swiftui: {path: ConditionalModifiers, view: ConditionalModifiersView}
            steps:
              - expect: {elements: ["First line", "Hide first. Button.", "Second line", "Hide second. Button."]}
              - focus: Hide first
              - doubleTap
              - expect: {elements: ["Hide first. Button.", "Second line", "Hide second. Button."]}
              - focus: Hide second
              - doubleTap
              - expect: {elements: ["Hide first. Button.", "Hide second. Button."]}

            """
        let result = try await runLinkedFixture("ConditionalModifiers", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
