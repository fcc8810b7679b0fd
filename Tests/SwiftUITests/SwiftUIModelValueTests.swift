import AppSpec
import Diagnostics
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// Model values the interpreter settles inside a view (Fixtures/ModelValues):
/// nested types declared in extensions, their static instances passed as
/// `.plain`, a computed property through a key path over an existential
/// array, localized names from the app's table, a view made by a static
/// function of an extension of `Image`, an app view named like SwiftUI's
/// `Grid`, and two views' nested `ViewModel`s, one made by an initializer
/// that calls a method.
@MainActor @Suite struct SwiftUIModelValueTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func eachDonutRowReadsItsModelsValuesAndItsFlavorsImage() async throws {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("ModelValues"), entry: .view("DonutsView"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(
            runner.reader.describedElements() == [
                "Classic", "Plain Dough", "Sweetness 1", "drop. Image.",
                "Midnight", "Cocoa Dough", "Sweetness 3", "birthday cake. Image.",
            ])
        #expect(!warnings.contains { $0.description.contains("not settled") }, "\(warnings)")
    }

    @Test func aNestedViewModelIsTheViewsOwnAndItsInitializerRunsTheMethodsItCalls() async throws {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("ModelValues"), entry: .view("BreadView"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["Sourdough", "MIX", "REST", "BAKE"])
        #expect(!warnings.contains { $0.description.contains("not settled") }, "\(warnings)")
    }

    @Test func anImplicitInitializerTakesTheTypeItsLetOrItsArgumentLabelNames() async throws {
        let (spec, _, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("ModelValues"), entry: .view("ImplicitInitView"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["Day 3", "Launch from ann"])
    }

    @Test func aJSONResourceInTheAppsFolderIsDecodedAndOneItDoesNotHoldIsRuntimeData() async throws {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("ModelValues"), entry: .view("IslandsView"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(
            runner.reader.describedElements() == [
                "Bamboo Island, Sea bass", "Tarantula Island, None", "«downloaded.count» downloaded",
            ])
        #expect(
            warnings.contains {
                $0.description.hasSuffix(
                    "Islands.swift:28:21: note: «downloaded.count» is not settled by the sources: runtime data (whether url has a value depends on an unknown (downloaded.json, a resource the sources' folder does not hold))"
                )
            }, "\(warnings)")
    }

    @Test func anOptionalMappedToAViewShowsItsViewOnlyWhenItHasAValue() async throws {
        let (spec, _, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("ModelValues"), entry: .view("PricedItemView"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["Chair", "Buy 1200 bells"])
    }
}
