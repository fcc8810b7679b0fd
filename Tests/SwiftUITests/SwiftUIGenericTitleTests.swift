import Inputs
import Scenarios
import TestSupport
import Testing

/// A generic view given its type argument (Fixtures/GenericTitle):
/// `String(describing: Cases.self)` is the argument's name, as Swift prints
/// a metatype. Before, `Cases.self` read as the member `self` and the
/// title said "self".
@MainActor @Suite struct SwiftUIGenericTitleTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func aGenericViewIsTitledByItsTypeArgumentsName() async throws {
        let yaml = """
            swiftui: {path: GenericTitle, view: DrinksScreen}
            steps:
              - expect: {elements: ["Drinks. Heading.", "Tea", "Coffee"]}

            """
        let result = try await runLinkedFixture("GenericTitle", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
