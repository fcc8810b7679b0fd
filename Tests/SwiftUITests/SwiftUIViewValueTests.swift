import AppModel
import AppSpec
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// Views kept as values (Fixtures/ViewValues): a view's initializer that
/// runs code fills a model with views through a result builder; the body
/// shows them through a getter with a `guard`, an `AnyView` of an array
/// element, and counts them.
@MainActor @Suite struct SwiftUIViewValueTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func viewsAModelHoldsAreReadThroughTheirBodies() async throws {
        let (spec, _, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("ViewValues"), entry: .view("HomeView"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["Hello Ada", "Hello Grace", "2 pages"])
    }
}
