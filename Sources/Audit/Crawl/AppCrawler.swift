internal import AppModel
internal import Scenarios
internal import VoiceOver

/// Visits every screen reachable from launch, breadth first: from each
/// screen it activates each element that can lead somewhere (buttons,
/// cells, tabs, links, bar items) and tries escape, each on a fresh replay
/// of the route there. Screens are known by their key, so cycles end; the
/// number of screens and the route length are bounded.
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

    /// Crawls, then runs the probes on every screen found.
    func crawl() async {
        let replayer = Replayer(spec: spec)
        let tracker = TransitionTracker(collector: collector)
        let start = await replayer.replay([], tracker: tracker)
        collector.visit(start, route: [])
        var queue: [[RouteStep]] = [[]]
        var position = 0
        while position < queue.count {
            let route = queue[position]
            position += 1
            guard route.count < limits.depth else { continue }
            let here = await replayer.replay(route)
            let key = Replayer.screenKey(here)
            for action in actions(on: here) {
                guard collector.screens.count < limits.screens else { break }
                let next = route + [action]
                let runner = await replayer.replay(next, tracker: tracker)
                guard Replayer.screenKey(runner) != key else { continue }
                if collector.visit(runner, route: next) { queue.append(next) }
            }
        }
        let prober = ProbeAuditor(replayer: replayer, collector: collector)
        for screen in collector.screens {
            await prober.run(key: screen.key, route: collector.routes[screen.key] ?? [])
        }
    }

    /// What to try on the screen: elements that can lead somewhere, then escape.
    private func actions(on runner: ScenarioRunner) -> [RouteStep] {
        let tree = runner.reader.currentTree()
        let inspection = ScreenInspection(reader: runner.reader, locator: collector.locator)
        var found: [RouteStep] = []
        for (index, element) in tree.elements.enumerated() where Self.mayNavigate(element.view) {
            let snapshot = inspection.snapshot(element.view)
            found.append(.activate(index: index, path: snapshot.path, description: snapshot.description))
            if found.count >= limits.actionsPerScreen { break }
        }
        found.append(.escape)
        return found
    }

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
