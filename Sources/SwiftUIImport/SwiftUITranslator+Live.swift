public import AppSpec
internal import SwiftEval

extension SwiftUITranslator {
    /// The app's code for a scenario to run (docs/swiftui.md, "State and
    /// actions"): each launch starts a runtime with the state at its initial
    /// values. The launches of one entry share a translator of their own, so
    /// what one entry's runs make (a static store, a model an action changed)
    /// never reaches another entry's: each entry runs as its own launch of
    /// the app, the same whichever entries ran before it or in which process.
    public func liveCode(_ entry: Entry, rightToLeft: Bool = false, name: String) -> LiveCode {
        let shared = SharedTranslator(SwiftUITranslator(sources: sources, strings: strings, module: cache.module))
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
                count: { runtime.actionCounts },
                notes: { runtime.unknownNotes })
        }
    }
}

/// A translator the runtimes of one entry share. Sessions run on the main
/// actor only, one event at a time, so its caches are never used at once.
final class SharedTranslator: @unchecked Sendable {
    let translator: SwiftUITranslator

    init(_ translator: SwiftUITranslator) {
        self.translator = translator
    }
}
