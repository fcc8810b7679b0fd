import Foundation
import SwiftEval
import SwiftParser
import Testing

/// A model made as the app is launched: its launch arguments and user
/// defaults read through `ProcessInfo` and `UserDefaults`, a store from a
/// package not in the sources, and an initializer that cannot run to its
/// end keeping what it set before the stop.
@Suite struct SessionLaunchTests {
    static let source = """
        import Foundation
        import Storage
        import Models

        final class AppModel {
            var warning: String?
            var mode = "normal"
            var launches = 0
            var onboarded = false
            let store: Store
            init() {
                let testing = ProcessInfo.processInfo.arguments.contains("-UITests")
                do {
                    store = try Store(path: ":memory:")
                } catch {
                    fatalError("no store: \\(error)")
                }
                if !testing { warning = "Using temporary storage." }
                onboarded = UserDefaults.standard.bool(forKey: "onboarded")
                launches = UserDefaults.standard.integer(forKey: "launches")
                if let saved = try? store.loadMode() { mode = saved }
            }
        }
        struct Settings { var units = "metric" }
        let a = AppModel().warning
        let b = AppModel().onboarded
        let c = AppModel().launches
        let d = AppModel().mode
        let e = Models.Settings().units

        """

    /// A known value as a test writes it; `nil` for another kind.
    static func written(_ expression: String, launch: LaunchData?) -> String? {
        switch value(expression, launch: launch) {
        case .optional(nil)?: "nil"
        case .optional(.string(let text)?)?: "Optional(\(text))"
        case .string(let text)?: text
        case .bool(let flag)?: String(flag)
        case .int(let number)?: String(number)
        default: nil
        }
    }

    static func value(_ expression: String, launch: LaunchData?) -> Value? {
        let session = SwiftSession(files: [(Parser.parse(source: source), "AppModel.swift")])
        session.launch = launch
        guard let range = source.range(of: "= " + expression) else { return nil }
        let offset = source.utf8.distance(from: source.startIndex, to: range.lowerBound) + 2
        return session.evaluate(
            file: 0, offset: offset, length: expression.utf8.count, locals: [:], selfValue: nil, typeContext: nil)
    }

    static let testing = LaunchData(
        arguments: ["-UITests", "-launches", "3"], defaults: ["onboarded": .bool(true)])

    @Test func launchArgumentsAndDefaultsAreWhatTheModelReads() {
        #expect(Self.written("AppModel().warning", launch: Self.testing) == "nil")
        #expect(Self.written("AppModel().onboarded", launch: Self.testing) == "true")
        // `-launches 3` among the arguments is a user default, as iOS's argument domain makes it.
        #expect(Self.written("AppModel().launches", launch: Self.testing) == "3")
    }

    @Test func aLaunchWithoutTheArgumentTakesTheOtherBranchAndFreshDefaults() {
        let plain = LaunchData()
        #expect(Self.written("AppModel().warning", launch: plain) == "Optional(Using temporary storage.)")
        #expect(Self.written("AppModel().onboarded", launch: plain) == "false")
        #expect(Self.written("AppModel().launches", launch: plain) == "0")
    }

    @Test func whatTheRestOfAStoppedInitializerMaySetIsUnknownWithItsCause() {
        // `if let saved = try? store.loadMode()` depends on the store's data: `mode` is unknown, the rest kept.
        guard case .unknown(let why)? = Self.value("AppModel().mode", launch: Self.testing) else {
            Issue.record("mode should be unknown")
            return
        }
        #expect(why.detail.hasPrefix("mode, set after the initializer stopped"))
    }

    @Test func withNoLaunchTheArgumentsAreRuntimeData() {
        guard case .unknown(let why)? = Self.value("AppModel().onboarded", launch: nil) else {
            Issue.record("onboarded should be unknown")
            return
        }
        #expect(why.cause == .runtimeData)
    }

    @Test func aTypeNamedThroughItsModuleIsTheSourcesType() {
        #expect(Self.written("Models.Settings().units", launch: nil) == "metric")
    }

    @Test func aCallThatMayThrowIntoACatchThatGoesOnIsNotGuessed() {
        let program = """
            import Foundation
            import Storage
            func open(_ path: String) -> String {
                do {
                    _ = try Store(path: path)
                    return "opened"
                } catch {
                    return "fallback"
                }
            }
            func openOrCrash(_ path: String) -> String {
                do {
                    _ = try Store(path: path)
                } catch {
                    fatalError("no store")
                }
                return "opened"
            }
            print(openOrCrash("a"))
            print(open("b"))

            """
        // Where the catch crashes, only the path that did not throw goes on; where it goes on, which one ran is unknown.
        #expect(SwiftProgram.run(source: program, fileName: "main.swift").output == "opened\n«…»\n")
    }
}
