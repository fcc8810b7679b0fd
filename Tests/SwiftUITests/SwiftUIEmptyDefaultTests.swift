import AppModel
import AppSpec
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// A value made with `.init()` where its type is a collection or text
/// (Fixtures/EmptyDefaults): `steps: [Step] = .init()` is an empty array,
/// so a model that reads the recipe it is given settles its mode and count.
@MainActor @Suite struct SwiftUIEmptyDefaultTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func aRecipeMadeWithEmptyDefaultsIsReadThroughTheModel() async throws {
        let (spec, _, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("EmptyDefaults"), entry: .view("NewRecipeScreen"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["Editing", "0 steps"])
    }
}
