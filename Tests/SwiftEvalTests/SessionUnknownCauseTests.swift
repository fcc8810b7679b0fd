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

    @Test func anImplicitInitializerOfAPackagesTypeIsCodeOutsideTheSourcesNotItsArgumentsGap() {
        let packaged = """
            import ComposableArchitecture
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
        #expect(cause(#".init(initialState: .init(title: "T"), reducer: { 1 })"#) == .externalCode)
        #expect(
            cause(
                "FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)"
            )
                == .runtimeData)
    }
}
