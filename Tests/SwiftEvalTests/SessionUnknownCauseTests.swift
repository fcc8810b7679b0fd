import Foundation
import SwiftEval
import SwiftParser
import SwiftSyntax
import Testing

/// An app's expression the interpreter cannot settle says why, in the class
/// its cause belongs to (runtime data, code outside the sources, an
/// evaluator gap), as the SwiftUI reader's notes and the corpus report count
/// them.
@Suite struct SessionUnknownCauseTests {
    static let source = """
        import Foundation
        import CarKit
        struct Other { var donuts: [Int] = [1] }
        struct Trip {
            var name: String
            var service: RemoteService
            var helper = RemoteHelper()
            var count = 3
            func probe() {
                _ = count
                _ = service
                _ = helper
                _ = name
            }
        }
        let roll = Int.random(in: 1...6)
        let remote = fetchRemote()
        let unreached = donuts
        let zone = TimeZone.current
        let trip = Trip(name: "Rome", service: RemoteService())
        let shared = UserDefaults(suiteName: "group.example")
        let grouped = UserDefaults(suiteName: GroupIdentifiers.app)
        let brand: Brand = .hyundai
        struct Feature { struct State { var title = "Home" } }
        let store = Store(initialState: Feature.State()) { Feature() }
        let rows = Query(sort: \\Feature.State.title)
        extension Bundle {
            var version: String {
                let found = infoDictionary?["CFBundleShortVersionString"] as? String
                return found ?? "1.0"
            }
        }
        func dayNumber() -> String {
            let formatter = DateFormatter()
            formatter.dateFormat = "d"
            formatter.locale = .current
            return formatter.string(from: Date(timeIntervalSince1970: 0))
        }
        let day = dayNumber()
        let weather = WeatherService.shared

        """

    /// The value of `expression` where it is first written after `= ` (as
    /// an expression, not a declaration).
    static func value(of expression: String, fields: [String: Value]? = nil) -> Value? {
        let session = SwiftSession(files: [(Parser.parse(source: source), "App.swift")])
        guard let range = source.range(of: "= " + expression) else { return nil }
        let offset = source.utf8.distance(from: source.startIndex, to: range.lowerBound) + 2
        let selfValue = fields.flatMap { session.instance(of: "Trip", fields: $0, othersUnknown: true) }
        return session.evaluate(
            file: 0, offset: offset, length: expression.utf8.count, locals: [:], selfValue: selfValue,
            typeContext: fields == nil ? nil : "Trip")
    }

    static func cause(of expression: String, fields: [String: Value]? = nil) -> UnknownCause? {
        guard case .unknown(let unknown)? = value(of: expression, fields: fields) else { return nil }
        return unknown.cause
    }

    @Test func randomnessAndTheDevicesSettingsAreRuntimeData() {
        #expect(Self.cause(of: "Int.random(in: 1...6)") == .runtimeData)
        #expect(Self.cause(of: "TimeZone.current") == .runtimeData)
    }

    /// An app group's defaults hold what the app and its extensions wrote on
    /// the device, whatever names the group (here a constant no file declares).
    @Test func anAppGroupsDefaultsAreRuntimeData() {
        #expect(Self.cause(of: "UserDefaults(suiteName: \"group.example\")") == .runtimeData)
        #expect(Self.cause(of: "UserDefaults(suiteName: GroupIdentifiers.app)") == .runtimeData)
    }

    @Test func aNameNoFileDeclaresIsCodeOutsideTheSources() {
        #expect(Self.cause(of: "fetchRemote()") == .externalCode)
    }

    /// A package's value made from the app's own types (a store of the
    /// app's feature state) is settled by the sources: the interpreter's gap.
    @Test func aPackagesValueHoldingTheAppsTypesIsAnEvaluatorGap() {
        #expect(Self.cause(of: "Store(initialState: Feature.State()) { Feature() }") == .evaluatorGap)
    }

    /// SwiftData's query gives the device's database rows, WeatherKit the
    /// network's forecast; a Bundle
    /// extension reads the built app's Info.plist; a formatter set to the
    /// device's locale formats as that locale does: all runtime data.
    @Test func appleFrameworksValuesAreRuntimeDataNotOutsideCode() {
        #expect(Self.cause(of: "Query(sort: \\Feature.State.title)") == .runtimeData)
        #expect(Self.cause(of: #"infoDictionary?["CFBundleShortVersionString"] as? String"#) == .runtimeData)
        #expect(Self.cause(of: "dayNumber()") == .runtimeData)
        #expect(Self.cause(of: "WeatherService.shared") == .runtimeData)
    }

    /// `.hyundai` where a type of an imported package is expected is that
    /// package's case, not a member whose type is not written.
    @Test func anImplicitMemberOfAPackagesTypeIsCodeOutsideTheSources() {
        guard case .unknown(let unknown)? = Self.value(of: ".hyundai") else {
            Issue.record("a package's case is unknown")
            return
        }
        #expect(unknown.cause == .externalCode)
        #expect(unknown.detail == "Brand, of .hyundai, is not declared in the sources")
    }

    @Test func aMemberTheSourcesDeclareButTheInterpreterCannotReachIsAnEvaluatorGap() {
        #expect(Self.cause(of: "donuts", fields: nil) == .evaluatorGap)
    }

    @Test func aPropertyTheClientDidNotPassIsItsGapUnlessItsTypeIsDeclaredNowhere() {
        let fields: [String: Value] = ["name": .string("Rome")]
        #expect(Self.cause(of: "count", fields: fields) == .evaluatorGap)
        #expect(Self.cause(of: "service", fields: fields) == .externalCode)
        #expect(Self.cause(of: "helper", fields: fields) == .externalCode)
        guard case .string(let name)? = Self.value(of: "name", fields: fields) else {
            Issue.record("a passed property is known")
            return
        }
        #expect(name == "Rome")
    }

    /// `.init(…)` of a package's `StoreOf<Detail>` (a package this
    /// interpreter does not model; the Composable Architecture's store it
    /// does, SwiftUIStoreTests): the store holds the app's own `Detail`
    /// state, which the sources settle, so what it reads is the
    /// interpreter's gap (a blind check judged "code outside" wrong for it);
    /// a value of the device's files is runtime data.
    @Test func anImplicitInitializerOfAPackagesTypeHoldingTheAppsStateIsAGap() {
        let packaged = """
            import FeatureStores
            import Foundation
            struct Detail { struct State { var title: String } }
            let store: StoreOf<Detail> = .init(initialState: .init(title: "T"), reducer: { 1 })
            let files = FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)

            """
        let session = SwiftSession(files: [(Parser.parse(source: packaged), "App.swift")])
        func cause(_ expression: String) -> UnknownCause? {
            guard let range = packaged.range(of: "= " + expression) else { return nil }
            let offset = packaged.utf8.distance(from: packaged.startIndex, to: range.lowerBound) + 2
            let value = session.evaluate(
                file: 0, offset: offset, length: expression.utf8.count, locals: [:], selfValue: nil, typeContext: nil)
            guard case .unknown(let unknown)? = value else { return nil }
            return unknown.cause
        }
        #expect(cause(#".init(initialState: .init(title: "T"), reducer: { 1 })"#) == .evaluatorGap)
        #expect(
            cause(
                "FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)"
            )
                == .runtimeData)
    }
}
