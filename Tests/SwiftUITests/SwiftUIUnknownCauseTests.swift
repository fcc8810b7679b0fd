import AppSpec
import Diagnostics
import Foundation
import Inputs
import Scenarios
import SwiftEval
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// Each value the sources do not settle is said as «…» and classed by its
/// cause (runtime data, a framework, code outside the sources, an evaluator
/// gap), with a note at its line; a function that returns its view builds
/// only what it returns (Fixtures/Unknowns).
@MainActor @Suite struct SwiftUIUnknownCauseTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    static func read() async throws -> (elements: [String], warnings: [String]) {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: paths.fixture("Unknowns"), entry: .view("CausesView"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        let relative = { (text: String) in text.replacingOccurrences(of: paths.testsFolder.path + "/", with: "") }
        return (runner.reader.describedElements(), warnings.map { relative($0.description) })
    }

    @Test func eachUnknownIsSaidWithItsCauseAtItsLine() async throws {
        let (elements, warnings) = try await Self.read()
        #expect(
            elements == [
                "«trip.name»", "Roll «Int.random(in: 1...6)»", "«service.status»", "«Map»",
                "Long greeting", "2 new",
            ])
        let file = "Fixtures/Unknowns/CausesView.swift"
        #expect(
            warnings.filter { $0.contains("note:") || $0.contains("elements say") } == [
                "Fixtures/Unknowns: warning: 4 of 6 elements say a value the sources do not settle («…»): runtime data 2, framework 1, code outside the sources 1",
                "\(file):23:26: note: «Int.random(in: 1...6)» is not settled by the sources: runtime data (Int.random is random)",
                "\(file):25:13: note: «Map» is not settled by the sources: framework (a view a framework draws)",
                "\(file):24:18: note: «service.status» is not settled by the sources: code outside the sources (RemoteService(…) is not declared in the sources)",
                "\(file):21:22: note: «trip.name» is not settled by the sources: runtime data (a row of trips: what a database query returns)",
            ])
    }

    /// A screen the launch does not show (a pushed destination) says its
    /// unknown parts with notes too, its toolbar's included: the running
    /// app gives each the note the importer gives the launch screen's.
    @Test func aPushedScreensUnknownsAreNotedWhenItIsShown() async throws {
        let yaml = """
            swiftui: {path: Unknowns, view: ForecastList}
            steps:
              - focus: Open forecast
              - doubleTap
              - expect: {elements: ["Back Button.", "Report «UUID().uuidString». Button.", "Chance of rain: «Int.random(in: 0...100)»%"]}

            """
        let (notes, result) = try await withLinkedFixture("Unknowns", paths: Self.paths, yaml: yaml) { path in
            let runner = ScenarioRunner(spec: try await InputLoader().load(path).spec)
            let result = await runner.run()
            return (runner.unknownNotes.map { $0.description.components(separatedBy: "/Unknowns/").last ?? "" }, result)
        }
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(
            notes == [
                "PushedUnknown.swift:7:33: note: «Int.random(in: 0...100)» is not settled by the sources: runtime data (Int.random is random)",
                "PushedUnknown.swift:9:34: note: «UUID().uuidString» is not settled by the sources: runtime data (UUID() is random)",
            ])
    }

    /// A picker's selection that is a case of a package's enum
    /// (`@State var brand: Brand = .hyundai`) is code outside the sources,
    /// noted where the case is written.
    @Test func aPickerSelectionOfAPackagesEnumIsCodeOutsideTheSources() async throws {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("Unknowns"), entry: .view("BrandPicker"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["Brand, «.hyundai». Button."])
        let note = warnings.first { $0.message.hasPrefix("«.hyundai»") }
        #expect(
            note?.message
                == "«.hyundai» is not settled by the sources: code outside the sources (Brand, of .hyundai, is not declared in the sources)"
        )
        #expect(note?.location.line == 7)
    }

    /// `let (a, b) = f()` in a view's body binds each name to its part; in
    /// a `TimelineView` whose date is the current one, each name is
    /// unknown for that reason, not a name the sources do not declare.
    @Test func aTupleDeclaredInAViewBodyBindsEachName() async throws {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("Unknowns"), entry: .view("Countdown"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements().prefix(2) == ["1 min 30 s", "«left»"])
        let note = warnings.first { $0.message.hasPrefix("«left»") }
        #expect(
            note?.message.hasPrefix("«left» is not settled by the sources: runtime data") == true,
            "\(String(describing: note))")
    }

    /// A Siri tip and a shortcuts link are AppIntents' views: a framework
    /// draws them, they are not code outside the sources.
    @Test func appIntentsViewsAreDrawnByAFramework() async throws {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("Unknowns"), entry: .view("SiriTipScreen"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["Order faster", "«SiriTipView»", "«ShortcutsLink»"])
        let notes = warnings.map(\.message).filter { $0.hasPrefix("«SiriTipView»") || $0.hasPrefix("«ShortcutsLink»") }
        #expect(
            notes == [
                "«ShortcutsLink» is not settled by the sources: framework (a view a framework draws)",
                "«SiriTipView» is not settled by the sources: framework (a view a framework draws)",
            ])
    }

    /// `order.id` of `if let order = orders.last`, where the orders
    /// depend on the device's calendar, is unknown for that reason, not an
    /// evaluator gap with none.
    @Test func aMemberOfAnUnknownValueHasItsReason() async throws {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("Unknowns"), entry: .view("LastOrderScreen"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["shippingbox. Image.", "«order.id»"])
        let note = warnings.first { $0.message.hasPrefix("«order.id»") }
        #expect(note?.message.contains("is not settled by the sources: runtime data (") == true, "\(warnings)")
        #expect(note?.location.line == 34)
    }

    @Test func aFunctionThatReturnsItsViewBuildsNothingFromItsOtherStatements() async throws {
        let (elements, warnings) = try await Self.read()
        #expect(!elements.contains { $0.contains("formatter") })
        #expect(!warnings.contains { $0.contains("formatter") })
    }

    /// A date picker given `$date` of a `@Binding` the reader does not
    /// follow to the model's field it binds says the wrapped date is unknown
    /// with its cause (the current date), not «$date» with none (which
    /// counted as an evaluator gap).
    @Test func aBoundDatesUnknownSaysTheBoundValuesCause() async throws {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("Unknowns"), entry: .view("RecipeScreen"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["«timeEnd». Button.", "calendar. Image."])
        let relative = warnings.map {
            $0.description.replacingOccurrences(of: Self.paths.testsFolder.path + "/", with: "")
        }
        #expect(
            relative.contains(
                "Fixtures/Unknowns: warning: 1 of 2 elements say a value the sources do not settle («…»): runtime data 1"
            ))
        #expect(relative.contains { $0.contains("«timeEnd» is not settled by the sources: runtime data (") })
    }

    /// A formatted text whose style holds a value the app reads at runtime
    /// (`.currency(code: currencyCode)`, the code from an app group's
    /// defaults) is unknown for that value's reason, not as a reader gap.
    @Test func aFormattedTextInheritsTheReasonOfItsStylesValue() async throws {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("Unknowns"), entry: .view("CurrencyTotal"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["«Text(amount, format: .currency(code: currencyCode))»"])
        let relative = warnings.map {
            $0.description.replacingOccurrences(of: Self.paths.testsFolder.path + "/", with: "")
        }
        #expect(
            relative.contains(
                "Fixtures/Unknowns: warning: 1 of 1 elements say a value the sources do not settle («…»): runtime data 1"
            ))
        #expect(
            relative.contains {
                $0.contains("CurrencyTotal.swift:21:9: note:")
                    && $0.contains("UserDefaults(suiteName:), an app group's defaults on the device")
            })
    }
}
