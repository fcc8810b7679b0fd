import AppModel
import Crawl
import Inputs
import Scenarios
import TestSupport
import Testing
import VoiceOver

/// A screen evaluated again from state that changed nothing it shows keeps
/// its views, as SwiftUI keeps a view whose inputs did not change
/// (Fixtures/KeptViews): VoiceOver stays on the same element object, the
/// kept views run the code of the newest evaluation, and the crawler goes
/// on from the run instead of replaying the route from launch. Before, each
/// evaluation's new code references made every view anew.
@MainActor @Suite struct SwiftUIKeptViewTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    /// The launched app of the fixture's `TallyView`, given to `body`.
    private func withTally<T>(_ body: (ScenarioRunner) async throws -> T) async throws -> T {
        try await withLinkedFixture(
            "KeptViews", paths: Self.paths, yaml: "swiftui: {path: KeptViews, view: TallyView}\nsteps: []\n"
        ) { path in
            try await body(await Replayer(spec: try await InputLoader().load(path).spec).launch())
        }
    }

    private func element(_ label: String, in runner: ScenarioRunner) throws -> View {
        try #require(runner.reader.currentTree().elements.first { $0.view.accessibilityLabel == label }?.view)
    }

    @Test func anActivationThatChangesNothingShownKeepsEveryElement() async throws {
        try await withTally { runner in
            let tap = try element("Tap", in: runner)
            let before = runner.reader.currentTree().elements.map { ObjectIdentifier($0.view) }
            #expect(await runner.reader.focus(on: tap))
            await runner.reader.doubleTap()
            await runner.reader.wait(milliseconds: 2_000)
            #expect(runner.reader.focusedElement === tap)
            #expect(runner.reader.currentTree().elements.map { ObjectIdentifier($0.view) } == before)
        }
    }

    @Test func keptViewsRunTheNewestCodeAndItsState() async throws {
        try await withTally { runner in
            let tap = try element("Tap", in: runner)
            #expect(await runner.reader.focus(on: tap))
            for _ in 0..<3 {
                await runner.reader.doubleTap()
                await runner.reader.wait(milliseconds: 2_000)
            }
            let show = try element("Show", in: runner)
            #expect(await runner.reader.focus(on: show))
            await runner.reader.doubleTap()
            await runner.reader.wait(milliseconds: 2_000)
            #expect(
                runner.reader.currentTree().elements.compactMap(\.view.accessibilityLabel) == [
                    "Tally", "Tap", "Show", "Tapped 3 times",
                ])
        }
    }

    @Test func theCrawlerGoesOnFromARunWhoseScreenStayedWithoutAReplay() async throws {
        try await withTally { runner in
            await runner.reader.wait(milliseconds: Replayer.settleMilliseconds)
            let checkpoint = ScreenCheckpoint(runner)
            let tap = try element("Tap", in: runner)
            #expect(await runner.reader.focus(on: tap))
            await runner.reader.doubleTap()
            await runner.reader.wait(milliseconds: Replayer.settleMilliseconds)
            #expect(await checkpoint.restore(runner))
        }
    }
}

/// A view's `@StateObject` is made once for the view (Fixtures/KeptViews,
/// `TallyList`): the model made where the property is declared and the one
/// an initializer hands to `StateObject(wrappedValue:)` (an autoclosure) are
/// the same objects after any number of evaluations (each model shows the
/// count of models made when it was made), and keep what their methods
/// changed. Before, every evaluation made both models anew.
@MainActor @Suite struct SwiftUIStateObjectOnceTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    private func labels(_ runner: ScenarioRunner) -> [String] {
        runner.reader.currentTree().elements.compactMap(\.view.accessibilityLabel)
    }

    private func activate(_ prefix: String, _ runner: ScenarioRunner) async throws {
        let view = try #require(
            runner.reader.currentTree().elements.first { $0.view.accessibilityLabel?.hasPrefix(prefix) == true }?.view)
        #expect(await runner.reader.focus(on: view))
        await runner.reader.doubleTap()
        await runner.reader.wait(milliseconds: 2_000)
    }

    @Test func stateObjectsAreMadeOnceAndKeepTheirChanges() async throws {
        try await withLinkedFixture(
            "KeptViews", paths: Self.paths, yaml: "swiftui: {path: KeptViews, view: TallyList}\nsteps: []\n"
        ) { path in
            let runner = await Replayer(spec: try await InputLoader().load(path).spec).launch()
            let launched = labels(runner)
            let models = launched.compactMap { $0.split(separator: ",").last.map(String.init) }
            #expect(launched.count == 4 && models.count == 4)
            try await activate("Refresh", runner)
            try await activate("Bump first", runner)
            try await activate("Row", runner)
            try await activate("Refresh", runner)
            #expect(
                labels(runner) == [
                    "First 11,\(models[0])", "Bump first", "Refresh 2", "Row 6,\(models[3])",
                ])
        }
    }
}
