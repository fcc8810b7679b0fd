internal import AppModel
public import AppSpec
public import Scenarios
internal import VoiceOver

/// Runs the app from launch along a route on a fresh runner. Runs are
/// deterministic, so the same route always reaches the same state; probes
/// that change the app (escape, increment) each start from their own replay.
@MainActor
public struct Replayer {
    /// The app replayed.
    public let spec: ScenarioSpec
    /// Virtual time allowed after each crawler action for speech to finish.
    public static let settleMilliseconds = 30_000

    /// A launched runner with VoiceOver on.
    public func launch() async -> ScenarioRunner {
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        return runner
    }

    /// Replays `spec`'s app.
    public init(spec: ScenarioSpec) {
        self.spec = spec
    }

    /// A runner that has performed `route`, observed by `tracker` if given.
    /// The launch is left to settle as each step is, so every state the
    /// crawler reads and acts from is one where speech has finished (a run
    /// kept on its screen and a replay to it then compare equal).
    public func replay(_ route: [RouteStep], tracker: (any StepWatcher)? = nil) async -> ScenarioRunner {
        let runner = await launch()
        await runner.reader.wait(milliseconds: Self.settleMilliseconds)
        tracker?.begin(runner)
        for step in route {
            await self.continue(runner, with: step, tracker: tracker)
        }
        return runner
    }

    /// Performs one more step of a route on `runner`, watched by `tracker`
    /// (which watched the route's earlier steps on it).
    public func `continue`(_ runner: ScenarioRunner, with step: RouteStep, tracker: (any StepWatcher)?) async {
        tracker?.willPerform(runner)
        _ = await perform(step, on: runner, tracker: tracker)
        tracker?.didPerform(step, runner)
    }

    /// Performs one step; returns whether it could be performed.
    @discardableResult
    public func perform(_ step: RouteStep, on runner: ScenarioRunner, tracker: (any StepWatcher)? = nil) async -> Bool {
        let reader = runner.reader
        switch step {
        case .activate(let index, _, _):
            let tree = reader.currentTree()
            guard tree.elements.indices.contains(index), await reader.focus(on: tree.elements[index].view) else {
                return false
            }
            // The transition is measured from the activated element.
            tracker?.willPerform(runner)
            await reader.doubleTap()
            tracker?.gestureSettled(runner)
            await reader.wait(milliseconds: Self.settleMilliseconds)
        case .escape:
            await reader.escape()
            tracker?.gestureSettled(runner)
            await reader.wait(milliseconds: Self.settleMilliseconds)
        case .scenario(let step, _):
            _ = await runner.step(step)
        case .appAction(let step, _):
            guard await runner.step(step).isEmpty else { return false }
            await reader.wait(milliseconds: Self.settleMilliseconds)
        }
        return true
    }

    /// The key of the screen the runner shows: the top-most content
    /// controller, after the presentations it sits in.
    public static func screenKey(_ runner: ScenarioRunner) -> String {
        if let cached = lastKey, cached.runner === runner, cached.revision == ModelRevision.current {
            return cached.key
        }
        let key = computeScreenKey(runner)
        lastKey = (runner, ModelRevision.current, key)
        return key
    }

    /// The last key computed, for as long as its app model is unchanged
    /// (the tracker and the crawler ask for it several times per step).
    private static var lastKey: (runner: ScenarioRunner, revision: UInt64, key: String)?

    private static func computeScreenKey(_ runner: ScenarioRunner) -> String {
        let reader = runner.reader
        let top = reader.topContentController?.id ?? "window"
        let presented = reader.application.presentations.map { ScreenReader.visibleContent(of: $0.presented).id }
        let base = reader.application.rootViewController.map { ScreenReader.visibleContent(of: $0).id }
        let chain = ([base].compactMap { $0 } + presented)
        let key = chain.count > 1 ? chain.joined(separator: " > ") : top
        // A modal view shown inside a screen (a custom confirmation) makes
        // a screen of its own.
        guard let modal = visibleModalView(in: reader.application.window) else { return key }
        return "\(key) [\(ElementPath.path(of: modal))]"
    }

    /// The front-most shown view with accessibilityViewIsModal that is not
    /// a presentation's container or a controller's root view (the presentation names those).
    private static func visibleModalView(in window: View) -> View? {
        var found: View?
        var pending: [View] = [window]
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha > 0, !view.accessibilityElementsHidden else { continue }
            if view.accessibilityViewIsModal, !(view is PresentationContainerView), view.owningController == nil {
                found = view
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
