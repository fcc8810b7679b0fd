public import AppModel
internal import AppSpec
internal import Scenarios
internal import VoiceOver

extension Crawler {
    /// What to try on the screen: elements that can lead somewhere, then escape.
    func actions(on runner: ScenarioRunner) -> [RouteStep] {
        let tree = runner.reader.currentTree()
        var found: [RouteStep] = []
        for (index, element) in tree.elements.enumerated() where Self.mayNavigate(element.view) {
            let snapshot = ScreenInspection.snapshot(
                of: element.view, at: index, in: tree, reader: runner.reader, locator: observer.recorder.locator)
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
        guard let screen = runner.reader.topContentController?.id, let controller = spec.controller(screen) else {
            return found
        }
        var triggered: Set<String> = []
        var pending = controller.views + controller.navigationItemViews
        while let view = pending.popLast() {
            for action in view.handlers[.activate]?.actions ?? [] {
                if case .segue(let id) = action.kind { triggered.insert(id) }
            }
            pending += view.subviews
        }
        for (id, segue) in controller.segues.map({ ($0.id, $0.spec) })
        where segue.kind != .unwind && segue.kind != .embed && !triggered.contains(id) {
            found.append(.appAction(.segue(id), summary: "perform segue '\(id)'"))
        }
        guard Replayer.screenKey(runner) == screen, runner.application.presentations.isEmpty,
            spec.canonicalControllerID(spec.root) == runner.application.rootViewController?.id
        else {
            return found
        }
        let contained = Set(spec.controllers.flatMap(\.containedIDs))
        let destinations =
            limits.presentsSegueDestinations
            ? [] : Set(spec.controllers.flatMap { $0.segues.compactMap(\.spec.destination) })
        for other in spec.controllers
        where other.storyboardID != nil && other.id != spec.root && !contained.contains(other.id)
            && !destinations.contains(other.id) && other.kind != .alert
        {
            found.append(
                .appAction(
                    .present(other.id),
                    summary: "present '\(other.id)' (storyboard identifier \(other.storyboardID ?? ""))"))
        }
        return found
    }

    /// Whether activating `view` may change the screen: buttons, links,
    /// cells, tabs and views with an activate handler; not value controls.
    public static func mayNavigate(_ view: View) -> Bool {
        if view is Switch || view is Slider || view is Stepper || view is StepperButton || view is TextField
            || view is TextView
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
