internal import AppModel
internal import AppSpec
internal import Diagnostics

/// Runs scenario actions (docs/scenario-format.md, "Handlers and actions") against the app model,
/// from the controller that handles them.
@MainActor
final class ActionPerformer {
    weak var application: Application?
    /// Makes (or returns the existing) controller for an id.
    var controllerForID: (String) -> ViewController? = { _ in nil }
    private var pendingOrders: [(view: View, ids: [String])] = []
    private var pendingRotors: [(view: View, rotors: [CustomRotorSpec])] = []

    /// Runs the app's own code a handler names (``HandlerSpec/code``), from the view it is on;
    /// returns whether the code ran to its end.
    var runCode: (String, View?) -> Bool = { _, _ in true }

    /// Runs a handler from a responder; returns what it answers.
    func run(_ handler: HandlerSpec, from responder: Responder?) -> Bool {
        if let code = handler.code, runaway == nil {
            // A scenario's handler on a view of live code stands in for what the code cannot run.
            let complete = runCode(code, responder as? View)
            if complete { return handler.returnsTrue }
        }
        perform(handler.actions, from: Self.controller(for: responder))
        return handler.returnsTrue
    }

    func scrollHandler(
        _ handlers: [String: HandlerSpec], from responder: Responder
    ) -> (@MainActor (ScrollDirection) -> Bool)? {
        guard !handlers.isEmpty else { return nil }
        return { [weak self, unowned responder] direction in
            guard let handler = handlers[direction.rawValue] ?? handlers["any"] else { return false }
            return self?.run(handler, from: responder) ?? false
        }
    }

    /// The controller a responder's actions act from.
    static func controller(for responder: Responder?) -> ViewController? {
        if let controller = responder as? ViewController { return controller }
        var view = responder as? View
        var inNavigationBar = false
        while let current = view {
            if current is NavigationBar { inNavigationBar = true }
            if let owner = current.owningController {
                // A bar item acts for the controller whose item it is: the top of the stack.
                if inNavigationBar, let navigation = owner as? NavigationController {
                    return navigation.topViewController ?? owner
                }
                return owner
            }
            view = current.superview
        }
        return nil
    }

    /// Explicit `elements:` orders resolve once every view exists.
    func deferElementOrder(_ ids: [String], for view: View) {
        pendingOrders.append((view, ids))
    }

    /// Custom rotors' targets resolve once every view exists, as orders do.
    func deferCustomRotors(_ rotors: [CustomRotorSpec], for view: View) {
        pendingRotors.append((view, rotors))
    }

    func resolveElementOrders(in controllers: [ViewController]) {
        for (view, ids) in pendingOrders {
            view.accessibilityElements = ids.compactMap { id in findView(id, near: view) }
        }
        pendingOrders.removeAll()
        for (view, rotors) in pendingRotors {
            view.accessibilityCustomRotors = rotors.map { rotor in
                AccessibilityCustomRotor(
                    name: rotor.name, targets: rotor.targets.compactMap { id in findView(id, near: view) })
            }
        }
        pendingRotors.removeAll()
    }

    /// A view by id: first near `anchor`, then anywhere in the window, then
    /// in every loaded controller.
    func findView(_ id: String, near anchor: View? = nil) -> View? {
        var top = anchor
        while let parent = top?.superview { top = parent }
        if let found = top?.descendant(withID: id) { return found }
        guard let application else { return nil }
        if let found = application.window.descendant(withID: id) { return found }
        for controller in application.allControllers {
            if let found = controller.viewIfLoaded?.descendant(withID: id) { return found }
        }
        return nil
    }

    /// Handlers nested deeper than this (a handler whose action triggers
    /// itself again, e.g. viewDidAppear pushing a screen that pops back)
    /// stop the scenario instead of overflowing the stack.
    static let maxDepth = 64
    /// Actions one scenario may perform in all.
    static let maxActions = 100_000
    /// Where a runaway chain of handlers was stopped, if one was.
    private(set) var runaway: (location: SourceLocation, reason: String)?
    private var depth = 0
    private var performed = 0
    /// Actions that could not apply since the runner last took them.
    private var problems: [(location: SourceLocation, message: String)] = []

    /// Returns and forgets the actions that could not apply.
    func takeProblems() -> [(location: SourceLocation, message: String)] {
        defer { problems = [] }
        return problems
    }

    /// Lets actions run again after a runaway chain was reported (the
    /// REPL goes on after telling the user).
    func resetRunaway() {
        runaway = nil
        performed = 0
    }

    func perform(_ actions: [ActionSpec], from context: ViewController?) {
        guard let application, runaway == nil else { return }
        let context = context ?? application.rootViewController
        depth += 1
        defer { depth -= 1 }
        for action in actions {
            performed += 1
            if depth > Self.maxDepth {
                runaway = (action.location, "handlers that trigger each other more than \(Self.maxDepth) levels deep")
            } else if performed > Self.maxActions {
                runaway = (action.location, "more than \(Self.maxActions) actions")
            }
            if runaway != nil { return }
            if let problem = perform(action.kind, from: context, application: application) {
                problems.append((action.location, problem))
            }
        }
    }

    /// Performs one action; returns why it could not apply, if it could not.
    private func perform(_ kind: ActionSpec.Kind, from context: ViewController?, application: Application) -> String? {
        let from = context.map { "from '\($0.id)'" } ?? "from the app"
        func navigation() -> NavigationController? {
            Self.nearest(NavigationController.self, from: context, in: application)
        }
        switch kind {
        case .push(let id):
            guard let nav = navigation() else { return "push: there is no navigation controller \(from)" }
            guard let target = controllerForID(id) else { return "push: the controller '\(id)' cannot be made" }
            guard !nav.viewControllers.contains(where: { $0 === target }) else {
                return "push: '\(id)' is already on the stack of '\(nav.id)'"
            }
            nav.push(target)
        case .pop:
            guard let nav = navigation() else { return "pop: there is no navigation controller \(from)" }
            nav.pop()
        case .popToRoot:
            guard let nav = navigation() else { return "popToRoot: there is no navigation controller \(from)" }
            nav.popToRoot()
        case .present(let id, let style, let transition, let anchor):
            guard let context, let target = controllerForID(id) else {
                return "present: the controller '\(id)' cannot be made"
            }
            var anchorView: View?
            if let anchor {
                switch lookUp(anchor) {
                case .view(let view): anchorView = view
                case let lookup: return "present: " + Self.problem(lookup, anchor)!
                }
            }
            if !context.present(target, style: style, transition: transition, from: anchorView) {
                let reason =
                    application.trace.events.last { $0.kind == .presentationRefused }?.detail ?? "UIKit refuses it"
                return "present: '\(id)' cannot be presented \(from): \(reason)"
            }
        case .dismiss: context?.dismiss()
        case .show(let id):
            guard let target = controllerForID(id) else { return "show: the controller '\(id)' cannot be made" }
            context?.show(target)
        case .showDetail(let id):
            guard let target = controllerForID(id) else { return "showDetail: the controller '\(id)' cannot be made" }
            context?.showDetail(target)
        case .segue(let id):
            guard let context else { return nil }
            if context.segueTemplates[id] == nil { return "segue: '\(context.id)' has no segue '\(id)'" }
            context.performSegue(withIdentifier: id)
        case .unwind(let id):
            if context?.unwind(toControllerWithID: id) != true {
                return "unwind: '\(id)' is not on the way back \(from)"
            }
        case .selectTab(let reference):
            guard let tabs = Self.nearest(TabBarController.self, from: context, in: application) else {
                return "selectTab: there is no tab bar controller \(from)"
            }
            switch reference {
            case .index(let index):
                guard tabs.viewControllers.indices.contains(index) else {
                    return "selectTab: '\(tabs.id)' has \(tabs.viewControllers.count) tabs, so there is no tab \(index)"
                }
                tabs.select(index)
            case .controller(let id):
                guard let index = tabs.viewControllers.firstIndex(where: { $0.id == id }) else {
                    return "selectTab: '\(id)' is not a tab of '\(tabs.id)'"
                }
                tabs.select(index)
            }
        case .addChild(let id, let slot):
            guard let context, let child = controllerForID(id) else {
                return "addChild: the controller '\(id)' cannot be made"
            }
            guard child.parent == nil, child.presentation == nil else {
                return "addChild: '\(id)' already has a parent or is presented"
            }
            var slotView: View?
            if let slot {
                guard let found = findView(slot, near: context.viewIfLoaded) else {
                    return "addChild: the view '\(slot)' is not on screen"
                }
                slotView = found
            }
            context.embed(child, in: slotView)
        case .removeChild(let id):
            guard let context, let child = context.children.first(where: { $0.id == id }) else {
                return "removeChild: '\(id)' is not a child \(from)"
            }
            context.unembed(child)
        case .transition(let fromID, let toID):
            guard let context, let old = context.children.first(where: { $0.id == fromID }) else {
                return "transition: '\(fromID)' is not a child \(from)"
            }
            guard let new = controllerForID(toID) else { return "transition: the controller '\(toID)' cannot be made" }
            guard new.parent == nil || new.parent === context, new !== old else {
                return "transition: '\(toID)' already has another parent"
            }
            context.swapChild(from: old, to: new)
        case .announce(let text, let priority): application.post(.announcement(text, priority: priority), from: context)
        case .screenChanged(let argument), .layoutChanged(let argument):
            var resolved = AccessibilityNotification.Argument.none
            switch argument {
            case .none: break
            case .text(let text): resolved = .text(text)
            case .element(let id):
                switch lookUp(id) {
                case .view(let view): resolved = .element(view)
                case let lookup: return Self.problem(lookup, id)! + ", so it cannot be posted"
                }
            }
            if case .screenChanged = kind {
                application.post(.screenChanged(resolved), from: context)
            } else {
                application.post(.layoutChanged(resolved), from: context)
            }
        case .pageScrolled(let text): application.post(.pageScrolled(text), from: context)
        case .set(let set):
            switch lookUp(set.id) {
            case .view(let view): apply(set, to: view)
            case let lookup: return "set: " + Self.problem(lookup, set.id)!
            }
        case .toggle(let id):
            let lookup = lookUp(id)
            guard case .view(let view) = lookup else { return "toggle: " + Self.problem(lookup, id)! }
            guard let toggle = view as? Switch else { return "toggle: '\(id)' is not a switch" }
            toggle.setOn(!toggle.isOn)
            toggle.sendActions(for: .valueChanged)
        case .increment(let id), .decrement(let id):
            let lookup = lookUp(id)
            guard case .view(let view) = lookup else { return Self.problem(lookup, id)! }
            if case .increment = kind { view.accessibilityIncrement() } else { view.accessibilityDecrement() }
        case .scrollPage(let id, let direction):
            let lookup = lookUp(id)
            guard case .view(let view) = lookup else { return "scrollPage: " + Self.problem(lookup, id)! }
            guard let scroll = view as? ScrollView else { return "scrollPage: '\(id)' is not a scroll view" }
            scroll.scrollPage(direction)
        case .log(let text): application.record(TraceEvent(context?.id ?? "application", .log, detail: text))
        case .pass: break
        case .branch(let condition, let then, let otherwise):
            let lookup = lookUp(condition.id)
            guard case .view(let view) = lookup else { return "if: " + Self.problem(lookup, condition.id)! }
            let text = (view as? any TextInput)?.text ?? view.accessibilityValue ?? ""
            perform(condition.holds(for: text) ? then : otherwise, from: context)
        }
        return nil
    }

    private func apply(_ set: ActionSpec.SetSpec, to view: View) {
        if let label = set.label { view.accessibilityLabel = label }
        if let hint = set.hint { view.accessibilityHint = hint }
        if let hidden = set.hidden { view.isHidden = hidden }
        if let traits = set.traits { view.accessibilityTraits = traits }
        if let isOn = set.isOn, let toggle = view as? Switch { toggle.setOn(isOn) }
        if let value = set.value {
            if let stepping = view as? SteppingControl, let number = set.numericValue {
                stepping.setValue(number)
            } else if let field = view as? TextField {
                field.text = value ?? ""
            } else {
                view.accessibilityValue = value
            }
        }
        view.setNeedsLayout()
    }

    /// The nearest container of a type from `context` up its parents and
    /// presenters, else the top-most visible one.
    static func nearest<T: ViewController>(
        _ type: T.Type, from context: ViewController?, in application: Application
    ) -> T? {
        var current = context
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent ?? controller.presentingViewController
        }
        return application.visibleControllers.last { $0 is T } as? T
    }
}
