internal import AppModel

/// Runs scenario actions (scenario-format.md §5) against the app model,
/// from the controller that handles them.
@MainActor
final class ActionPerformer {
    weak var application: Application?
    /// Makes (or returns the existing) controller for an id.
    var controllerForID: (String) -> ViewController? = { _ in nil }
    private var pendingOrders: [(view: View, ids: [String])] = []

    /// Runs a handler from a responder; returns what it answers.
    func run(_ handler: HandlerSpec, from responder: Responder?) -> Bool {
        perform(handler.actions, from: Self.controller(for: responder))
        return handler.returnsTrue
    }

    func scrollHandler(_ handlers: [String: HandlerSpec], from responder: Responder) -> (@MainActor (ScrollDirection) -> Bool)? {
        guard !handlers.isEmpty else { return nil }
        return { [weak self, weak responder] direction in
            guard let handler = handlers[direction.rawValue] ?? handlers["any"] else { return false }
            return self?.run(handler, from: responder) ?? false
        }
    }

    /// The controller a responder's actions act from.
    static func controller(for responder: Responder?) -> ViewController? {
        if let controller = responder as? ViewController { return controller }
        var view = responder as? View
        while let current = view {
            if let owner = current.owningController { return owner }
            view = current.superview
        }
        return nil
    }

    /// Explicit `elements:` orders resolve once every view exists.
    func deferElementOrder(_ ids: [String], for view: View) {
        pendingOrders.append((view, ids))
    }

    func resolveElementOrders(in controllers: [ViewController]) {
        for (view, ids) in pendingOrders {
            view.accessibilityElements = ids.compactMap { id in findView(id, near: view) }
        }
        pendingOrders.removeAll()
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
            perform(action.kind, from: context, application: application)
        }
    }

    private func perform(_ kind: ActionSpec.Kind, from context: ViewController?, application: Application) {
        switch kind {
        case .push(let id):
            if let nav = Self.nearest(NavigationController.self, from: context, in: application), let target = controllerForID(id) { nav.push(target) }
        case .pop: Self.nearest(NavigationController.self, from: context, in: application)?.pop()
        case .popToRoot: Self.nearest(NavigationController.self, from: context, in: application)?.popToRoot()
        case .present(let id, let style, let transition, let from):
            if let target = controllerForID(id) {
                context?.present(target, style: style, transition: transition, from: from.flatMap { findView($0) })
            }
        case .dismiss: context?.dismiss()
        case .show(let id): if let target = controllerForID(id) { context?.show(target) }
        case .showDetail(let id): if let target = controllerForID(id) { context?.showDetail(target) }
        case .segue(let id): context?.performSegue(withIdentifier: id)
        case .unwind(let id): context?.unwind(toControllerWithID: id)
        case .selectTab(let reference):
            guard let tabs = Self.nearest(TabBarController.self, from: context, in: application) else { return }
            switch reference {
            case .index(let index): tabs.select(index)
            case .controller(let id): if let index = tabs.viewControllers.firstIndex(where: { $0.id == id }) { tabs.select(index) }
            }
        case .addChild(let id, let slot):
            if let child = controllerForID(id) { context?.embed(child, in: slot.flatMap { findView($0, near: context?.viewIfLoaded) }) }
        case .removeChild(let id):
            if let child = context?.children.first(where: { $0.id == id }) { context?.unembed(child) }
        case .transition(let from, let to):
            guard let context, let old = context.children.first(where: { $0.id == from }), let new = controllerForID(to) else { return }
            context.swapChild(from: old, to: new)
        case .announce(let text, let priority): application.post(.announcement(text, priority: priority), from: context)
        case .screenChanged(let argument): application.post(.screenChanged(resolve(argument)), from: context)
        case .layoutChanged(let argument): application.post(.layoutChanged(resolve(argument)), from: context)
        case .pageScrolled(let text): application.post(.pageScrolled(text), from: context)
        case .set(let set): apply(set)
        case .toggle(let id):
            if let toggle = findView(id) as? Switch {
                toggle.setOn(!toggle.isOn)
                toggle.sendActions(for: .valueChanged)
            }
        case .increment(let id): findView(id)?.accessibilityIncrement()
        case .decrement(let id): findView(id)?.accessibilityDecrement()
        case .scrollPage(let id, let direction): (findView(id) as? ScrollView)?.scrollPage(direction)
        case .log(let text): application.record(TraceEvent(context?.id ?? "application", .log, detail: text))
        case .pass: break
        }
    }

    private func resolve(_ argument: ActionSpec.NotificationArgument) -> AccessibilityNotification.Argument {
        switch argument {
        case .none: .none
        case .text(let text): .text(text)
        case .element(let id): findView(id).map { .element($0) } ?? .none
        }
    }

    private func apply(_ set: ActionSpec.SetSpec) {
        guard let view = findView(set.id) else { return }
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
    static func nearest<T: ViewController>(_ type: T.Type, from context: ViewController?, in application: Application) -> T? {
        var current = context
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent ?? controller.presentingViewController
        }
        return application.visibleControllers.last { $0 is T } as? T
    }
}
