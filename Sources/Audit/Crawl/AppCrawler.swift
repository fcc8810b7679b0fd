internal import AppModel
internal import Foundation
internal import Scenarios
internal import AppSpec
internal import VoiceOver

/// Visits every screen reachable from launch, breadth first: from each
/// screen it activates each element that can lead somewhere (buttons,
/// cells, tabs, links, bar items) and tries escape, each from the screen as
/// the route there left it: on the run that found the screen, on the run of
/// an action that changed nothing once focus and scrolling are put back
/// (``ScreenCheckpoint``), or on a fresh replay of the route. Screens are
/// known by their key, so cycles end; the number of screens and the route
/// length are bounded.
@MainActor
struct AppCrawler {
    /// Bounds on the walk.
    struct Limits: Sendable {
        /// Screens visited at most.
        var screens = 60
        /// Steps from launch at most.
        var depth = 8
        /// Elements tried per screen at most.
        var actionsPerScreen = 40
    }

    let spec: ScenarioSpec
    let collector: AuditCollector
    var limits = Limits()
    /// Whether the probes run on every screen found (not for `diff`).
    var runsProbes = true

    /// A route waiting to be explored and, until it is, the runner the
    /// step that found it left on its screen with the tracker that watched
    /// it: the screen's first action continues that runner instead of
    /// replaying the route from launch.
    private struct Pending {
        var route: [RouteStep]
        var kept: (runner: ScenarioRunner, tracker: TransitionTracker)?
    }

    /// Crawls, then runs the probes on every screen found. Returns whether
    /// the walk stopped at ``Limits/screens`` with routes left to try.
    @discardableResult
    func crawl() async -> Bool {
        var stopped = false
        let replayer = Replayer(spec: spec)
        let tracker = TransitionTracker(collector: collector)
        let start = await replayer.replay([], tracker: tracker)
        collector.visit(start, route: [])
        var queue = [Pending(route: [], kept: (start, tracker))]
        // Runs left on their screen as they arrived once every action was
        // tried: the probes start from these instead of a replay.
        var arrived: [String: ScenarioRunner] = [:]
        var position = 0
        while position < queue.count {
            let route = queue[position].route
            var kept = queue[position].kept
            queue[position].kept = nil
            position += 1
            guard route.count < limits.depth else { continue }
            let here: ScenarioRunner
            if let runner = kept?.runner {
                here = runner
            } else {
                let watcher = TransitionTracker(collector: collector)
                here = await replayer.replay(route, tracker: watcher)
                kept = (here, watcher)
            }
            let key = Replayer.screenKey(here)
            // The run on this screen the next action continues, with the
            // state it arrived in; `nil` when the next action replays.
            var current = kept.map { (runner: $0.runner, tracker: $0.tracker, arrival: ScreenCheckpoint($0.runner)) }
            for action in actions(on: here) {
                guard collector.screens.count < limits.screens else {
                    stopped = true
                    break
                }
                let next = route + [action]
                let run: (runner: ScenarioRunner, tracker: TransitionTracker, arrival: ScreenCheckpoint)
                if let current {
                    run = current
                } else {
                    let watcher = TransitionTracker(collector: collector)
                    let runner = await replayer.replay(route, tracker: watcher)
                    run = (runner, watcher, ScreenCheckpoint(runner))
                }
                current = nil
                await replayer.continue(run.runner, with: action, tracker: run.tracker)
                if case .escape = action { collector.escapeResponders[key] = run.runner.reader.lastGesture?.handledBy ?? "none" }
                if Replayer.screenKey(run.runner) == key {
                    // Nothing navigated: the run serves the next action if
                    // focus and scrolling go back to how they were.
                    if await run.arrival.restore(run.runner) { current = run }
                    continue
                }
                if collector.visit(run.runner, route: next) {
                    queue.append(Pending(route: next, kept: next.count < limits.depth ? (run.runner, run.tracker) : nil))
                }
            }
            if runsProbes, let current, arrived[key] == nil { arrived[key] = current.runner }
        }
        guard runsProbes else { return stopped }
        let prober = ProbeAuditor(replayer: replayer, collector: collector)
        for screen in collector.screens {
            let prepared = arrived.removeValue(forKey: screen.key)
            await prober.run(key: screen.key, route: collector.routes[screen.key] ?? [], prepared: prepared)
        }
        return stopped
    }

    /// What to try on the screen: elements that can lead somewhere, then escape.
    private func actions(on runner: ScenarioRunner) -> [RouteStep] {
        let tree = runner.reader.currentTree()
        var found: [RouteStep] = []
        for (index, element) in tree.elements.enumerated() where Self.mayNavigate(element.view) {
            let snapshot = ScreenInspection.snapshot(of: element.view, at: index, in: tree, reader: runner.reader, locator: collector.locator)
            found.append(.activate(index: index, path: snapshot.path, description: snapshot.description))
            if found.count >= limits.actionsPerScreen { break }
        }
        found.append(.escape)
        found += appActions(on: runner)
        return found
    }

    /// What the app could do that no element triggers: the screen's manual
    /// segues and, at launch, presenting each controller that has a
    /// storyboard identifier and that nothing else leads to (as code would).
    private func appActions(on runner: ScenarioRunner) -> [RouteStep] {
        var found: [RouteStep] = []
        guard let screen = runner.reader.topContentController?.id, let controller = spec.controller(screen) else { return found }
        var triggered: Set<String> = []
        var pending = controller.views + controller.navigationItemViews
        while let view = pending.popLast() {
            for action in view.handlers.byEvent["activate"]?.actions ?? [] {
                if case .segue(let id) = action.kind { triggered.insert(id) }
            }
            pending += view.subviews
        }
        for (id, segue) in controller.segues.map({ ($0.id, $0.spec) }) where segue.kind != .unwind && segue.kind != .embed && !triggered.contains(id) {
            found.append(.appAction(.segue(id), summary: "perform segue '\(id)'"))
        }
        guard Replayer.screenKey(runner) == screen, runner.application.presentations.isEmpty, spec.canonicalControllerID(spec.root) == rootID(runner) else {
            return found
        }
        let contained = Set(spec.controllers.flatMap(\.containedIDs))
        let destinations = Set(spec.controllers.flatMap { $0.segues.compactMap(\.spec.destination) })
        for other in spec.controllers where other.storyboardID != nil && other.id != spec.root && !contained.contains(other.id)
            && !destinations.contains(other.id) && other.kind != .alert
        {
            found.append(.appAction(.present(other.id), summary: "present '\(other.id)' (storyboard identifier \(other.storyboardID ?? ""))"))
        }
        return found
    }

    private func rootID(_ runner: ScenarioRunner) -> String? { runner.application.rootViewController?.id }

    /// Whether activating `view` may change the screen: buttons, links,
    /// cells, tabs and views with an activate handler; not value controls.
    static func mayNavigate(_ view: View) -> Bool {
        if view is Switch || view is Slider || view is Stepper || view is StepperButton || view is TextField || view is TextView
            || view is SegmentedControl || view is PageControl
        {
            return false
        }
        if view.handlers.activate != nil || view is Cell || view is Link { return true }
        let traits = view.accessibilityTraits
        if traits.contains(.notEnabled) { return false }
        return !traits.isDisjoint(with: [.button, .link, .tabBarItem, .backButton]) || view is Button
    }
}
