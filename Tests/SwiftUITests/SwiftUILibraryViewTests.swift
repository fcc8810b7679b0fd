import AppModel
import AppSpec
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// Views a library declares (Fixtures/LibraryViews): initializers that hand
/// on to another with `self.init(…) { … }`, a modifier overloaded by the
/// type of its argument, and a SwiftUI view kept from the content passed in.
@MainActor @Suite struct SwiftUILibraryViewTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func aTitleInitializerHandingOnToTheLabelOneReadsItsTitle() async throws {
        let (spec, _, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("LibraryViews"), entry: .view("ActionsView"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(
            runner.reader.describedElements() == [
                "Sync now. Button.", "Upload. Button.", "Custom label. Button.",
            ])
    }

    @Test func aLabeledContentKeptFromPassedContentIsOneTextElement() async throws {
        let (spec, _, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("LibraryViews"), entry: .view("RowsView"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["Depth, 30 m"])
        #expect(runner.reader.focusedElement?.accessibilityTraits.contains(.staticText) == true)
    }
}
