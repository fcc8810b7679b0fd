import AppModel
import AppSpec
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// A static stored property is made once, on first use (Fixtures/StaticStores):
/// `Store.shared` read twice is one store, whose initializer ran once.
@MainActor @Suite struct SwiftUIStaticStoreTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func aSharedStoreReadTwiceIsMadeOnce() async throws {
        let (spec, _, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("StaticStores"), entry: .view("StoreScreen"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["Main store 1", "Main store 1"])
    }
}
