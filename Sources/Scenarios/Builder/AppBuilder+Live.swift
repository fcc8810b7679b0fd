internal import AppModel
internal import AppSpec
internal import Diagnostics

/// Running the app's own code (``ScenarioSpec/live``): each event goes to
/// the session, and its answer becomes the app's screens (docs/swiftui.md,
/// "State and actions").
extension AppBuilder {
    /// Starts the app's code anew, as a launch does; the screens go back to
    /// the specs the scenario was loaded with.
    func startLiveSession() {
        guard let live = spec.live else { return }
        spec.controllers = initialControllers ?? spec.controllers
        initialControllers = spec.controllers
        let started = live.start(spec.launch)
        session = started
        codeReferences = LiveCodeReferences()
        application.cancelTimers()
        let update = started.perform(.launch)
        // The screens the code's initial state shows (with its handlers); the root stays the scenario's.
        if update.controllers.contains(where: { $0.id == spec.root }) {
            spec.controllers = update.controllers.map(withScenarioHandlers)
        }
        launchActions = update.actions
        for warning in update.warnings where !liveWarnings.contains(warning) { liveWarnings.append(warning) }
    }

    /// Makes the transitions the initial state asks for (a sheet shown at launch).
    func performLaunchActions() {
        let actions = launchActions
        launchActions = []
        perform(actions)
    }

    /// Runs `event` through the app's code and shows what it answers;
    /// returns whether the code ran to its end.
    @discardableResult
    func runLive(_ event: LiveEvent) -> Bool {
        guard let session else { return true }
        let update = session.perform(codeReferences.resolving(event))
        apply(update)
        return update.warnings.isEmpty
    }

    /// The views of `controllers` whose handlers run actions, by id.
    static func handlersWithActions(in controllers: [ControllerSpec]) -> [String: HandlerSet] {
        var found: [String: HandlerSet] = [:]
        var seen = 0
        // Last view first, each before its subviews (last first): a later
        // view with the same id gives way to an earlier one. Fields are
        // read in place; copying each view spec cost more than the walk.
        func walk(_ views: [ViewSpec]) {
            for index in views.indices.reversed() {
                guard seen < 100_000 else { return }
                seen += 1
                if let id = views[index].id,
                    views[index].handlers.byEvent.values.contains(where: { !$0.actions.isEmpty })
                {
                    found[id] = views[index].handlers
                }
                walk(views[index].subviews)
            }
        }
        for controller in controllers.reversed() {
            walk(controller.views + controller.navigationItemViews)
        }
        return found
    }

    /// `controller` with the scenario's handlers on the views they name, beside the code.
    func withScenarioHandlers(_ controller: ControllerSpec) -> ControllerSpec {
        guard !scenarioHandlers.isEmpty else { return controller }
        var controller = controller
        func merged(_ view: ViewSpec) -> ViewSpec {
            var view = view
            if let id = view.id, let extra = scenarioHandlers[id] {
                for (event, handler) in extra.byEvent where !handler.actions.isEmpty {
                    var combined = handler
                    combined.code = view.handlers.byEvent[event]?.code
                    view.handlers.byEvent[event] = combined
                }
            }
            view.subviews = view.subviews.map(merged)
            return view
        }
        controller.views = controller.views.map(merged)
        return controller
    }

    /// The screens an update shows: changed controllers get their new views,
    /// then its transitions run from the top-most screen.
    func apply(_ update: LiveUpdate) {
        for warning in update.warnings where !liveWarnings.contains(warning) { liveWarnings.append(warning) }
        for event in update.events { application.record(event) }
        for timer in update.timers {
            application.schedule(after: timer.delay) { [weak self] in self?.runLive(.timer(code: timer.code)) }
        }
        var replaced: [ObjectIdentifier: View] = [:]
        for controllerSpec in update.controllers.map(withScenarioHandlers) {
            if let index = spec.controllers.firstIndex(where: { $0.id == controllerSpec.id }) {
                let old = spec.controllers[index]
                guard old != controllerSpec else { continue }
                spec.controllers[index] = controllerSpec
                // Evaluated again with nothing changed but its code's references: its views stay.
                if let changes = old.codeChanges(to: controllerSpec) {
                    codeReferences.note(changes)
                    continue
                }
                codeReferences.forget(old)
            } else {
                spec.controllers.append(controllerSpec)
            }
            if let made = instances[controllerSpec.id] { replaced.merge(refresh(made, with: controllerSpec)) { $1 } }
        }
        // The field being edited, made anew with the state's text, stays edited.
        if let responder = application.firstResponder as? any TextInput,
            let new = replaced[ObjectIdentifier(responder)] as? any TextInput
        {
            new.caret = min(responder.caret, new.text.count)
            application.transferFirstResponder(to: new)
        }
        if !replaced.isEmpty { onViewsReplaced?(replaced) }
        resolvePendingOrders()
        perform(update.actions)
        if let focus = update.focus, let view = performer.findView(focus, near: topController?.viewIfLoaded) {
            // `@FocusState` on a field makes it the first responder: editing starts there.
            if let input = view as? any TextInput, !input.isEditing { input.beginEditing() }
            application.post(.layoutChanged(.element(view)), from: topController)
        }
    }

    /// Each transition from its controller, else from the top-most screen.
    private func perform(_ actions: [LiveAction]) {
        guard !actions.isEmpty else { return }
        for action in actions {
            let context = action.from.flatMap { id in instances[id] } ?? topController
            performer.perform([action.action], from: context)
        }
        resolvePendingOrders()
    }

    /// The screen a live transition acts from: the top-most presented
    /// controller, else the visible content controller deepest in the window.
    private var topController: ViewController? {
        var top = application.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    /// A controller's views made anew from `controllerSpec`; returns each old
    /// view that has a new one of the same id.
    private func refresh(_ controller: ViewController, with controllerSpec: ControllerSpec) -> [ObjectIdentifier: View]
    {
        let before = Self.viewsByID(of: controller)
        let factory = ViewFactory(performer: performer, locations: viewLocations)
        if controllerSpec.kind != .alert { controller.title = controllerSpec.title }
        if let tab = controllerSpec.tabBarItem {
            controller.tabBarItem = TabBarItem(title: tab.title, badgeValue: tab.badge)
        }
        if case .content = controllerSpec.content {
            let views = controllerSpec.views
            if let root = controller.viewIfLoaded {
                for old in root.subviews { old.removeFromSuperview() }
                for view in views { root.addSubview(factory.make(view)) }
                root.setNeedsLayout()
            } else {
                controller.contentBuilder = { root in
                    for view in views { root.addSubview(factory.make(view)) }
                }
            }
            if let item = controllerSpec.navigationItem { install(item, on: controller, factory: factory) }
            controller.toolbarItems = controllerSpec.toolbarItems.map { BarButtonItem(view: factory.make($0)) }
        }
        let after = Self.viewsByID(of: controller)
        var replaced: [ObjectIdentifier: View] = [:]
        for (id, old) in before.byID { if let new = after.byID[id] { replaced[ObjectIdentifier(old)] = new } }
        // A view whose id changed with its text (`View cart (1)` → `View cart (0)`) is the
        // same view where it stands in the same place as the same kind, as SwiftUI keeps it.
        for (place, old) in before.byPlace where replaced[ObjectIdentifier(old)] == nil {
            if let new = after.byPlace[place], type(of: new) == type(of: old),
                !replaced.values.contains(where: { $0 === new })
            {
                replaced[ObjectIdentifier(old)] = new
            }
        }
        // One whose text changed while views came in above it (a section shown by the action
        // that changed the button's label) is the same view where it was made from the same
        // place in the code, the same how-many-th made there.
        for (origin, old) in before.byOrigin where replaced[ObjectIdentifier(old)] == nil {
            if let new = after.byOrigin[origin], type(of: new) == type(of: old),
                !replaced.values.contains(where: { $0 === new })
            {
                replaced[ObjectIdentifier(old)] = new
            }
        }
        return replaced
    }

    /// A controller's views (its root view's and its bar items') by
    /// identity: their id, else their place below the nearest view with one
    /// (a stepper's buttons), as SwiftUI keeps a view by its position.
    private static func viewsByID(
        of controller: ViewController
    ) -> (
        byID: [String: View], byPlace: [String: View], byOrigin: [String: View]
    ) {
        var byID: [String: View] = [:]
        var byPlace: [String: View] = [:]
        var byOrigin: [String: View] = [:]
        var made: [String: Int] = [:]
        func visit(_ view: View, key: String, place: String, depth: Int) {
            guard depth < 200 else { return }
            if byID[key] == nil { byID[key] = view }
            byPlace[place] = view
            if let origin = view.origin {
                made[origin, default: 0] += 1
                byOrigin["\(origin)#\(made[origin]!)"] = view
            }
            for (index, child) in view.subviews.enumerated() {
                let position = "\(type(of: child).kindName)#\(index)"
                visit(child, key: child.id ?? "\(key)/\(position)", place: "\(place)/\(position)", depth: depth + 1)
            }
        }
        if let root = controller.viewIfLoaded { visit(root, key: "\(controller.id).view", place: "view", depth: 0) }
        let item = controller.navigationItem
        for (index, bar) in (item.leftBarButtonItems + item.rightBarButtonItems + controller.toolbarItems).enumerated()
        {
            if let view = bar.view {
                visit(view, key: view.id ?? "\(controller.id).bar#\(index)", place: "bar#\(index)", depth: 0)
            }
        }
        if let title = item.titleView {
            visit(title, key: title.id ?? "\(controller.id).titleView", place: "titleView", depth: 0)
        }
        return (byID, byPlace, byOrigin)
    }

    /// Tells the code when a controller it showed leaves the screen by the
    /// user's hand (the back button, escape), so the state that showed it resets.
    func watchLifecycle(of controller: ViewController) {
        // Gone: out of its stack (after the pop's didMoveToParent) or no longer presented.
        for event in [TraceEvent.Kind.viewDidDisappear, .didMoveToParent] {
            controller.on(
                event,
                run: { [weak self, unowned controller] in
                    guard let self, controller.parent == nil,
                        !self.application.allControllers.contains(where: { $0 === controller })
                    else { return }
                    self.runLive(.gone(controller: controller.id))
                })
        }
        controller.on(
            .viewDidAppear,
            run: { [weak self, unowned controller] in
                guard let self else { return }
                self.runLive(.appeared(controller: controller.id))
            })
    }
}
