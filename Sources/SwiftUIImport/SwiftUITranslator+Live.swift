public import AppSpec
internal import SwiftEval

extension SwiftUITranslator {
    /// The app's code for a scenario to run (docs/swiftui.md, "State and
    /// actions"): each launch starts a runtime with the state at its initial
    /// values, sharing what this translator has learnt of the sources.
    public func liveCode(_ entry: Entry, rightToLeft: Bool = false, name: String) -> LiveCode {
        let shared = SharedTranslator(self)
        return LiveCode(name: name + " " + entry.description) { launch in
            let runtime = SwiftUIRuntime(translator: shared.translator, entry: entry, rightToLeft: rightToLeft)
            runtime.live.launch = launch
            shared.translator.cache.launched(SwiftUIEvaluator.launchData(launch))
            for (key, value) in launch.defaults {
                runtime.live.state["defaults " + key] = SwiftUIEvaluator.swiftValue(value)
            }
            return LiveSession(
                handle: { event in SwiftUITranslator.stack.run { runtime.handle(event) } },
                classify: { code in runtime.kind(of: code) },
                count: { runtime.actionCounts })
        }
    }
}

/// A translator the runtimes of one app share. Sessions run on the main
/// actor only, one event at a time, so its caches are never used at once.
final class SharedTranslator: @unchecked Sendable {
    let translator: SwiftUITranslator

    init(_ translator: SwiftUITranslator) {
        self.translator = translator
    }
}
