public import AppModel
public import AppSpec
public import Diagnostics

/// Builds the app a scenario describes: controllers (made on first use, as
/// a storyboard instantiates them), their views and handlers.
@MainActor
public final class AppBuilder {
    /// The app.
    public let application: Application
    /// The app; a live session's updates replace its controllers' specs.
    var spec: ScenarioSpec
    let performer = ActionPerformer()
    /// Where each view this builder made is declared.
    let viewLocations = ViewLocations()
    var instances: [String: ViewController] = [:]
    /// The run of the app's own code (``ScenarioSpec/live``), if it has any.
    var session: LiveSession?
    /// What the app's code could not run, each said once.
    public internal(set) var liveWarnings: [Diagnostic] = []
    /// Handlers the scenario gives views of live code (`handlers:`), by view id: they run where the code cannot.
    var scenarioHandlers: [String: HandlerSet] = [:]
    /// The controllers the scenario was loaded with, for a relaunch of live code.
    var initialControllers: [ControllerSpec]?
    /// The code references the live app's views hold, to the ones their code has now.
    var codeReferences = LiveCodeReferences()
    /// Transitions the live code's initial state asks for, made once the app has launched.
    var launchActions: [LiveAction] = []
    /// Called with the views a live update rebuilt: each new view, keyed by the old view of the same id it replaces.
    public var onViewsReplaced: (@MainActor ([ObjectIdentifier: View]) -> Void)?

    /// Creates the application for `spec` (not launched yet).
    public init(spec: ScenarioSpec) {
        self.spec = spec
        application = Application(
            device: spec.device, orientation: spec.orientation, layoutDirection: spec.layoutDirection,
            screen: spec.screen)
        performer.application = application
        performer.controllerForID = { [unowned self] id in self.controller(id) }
        application.controllerFactory = { [unowned self] id in self.spec.controller(id).map(self.make) }
        install(spec.appDelegate, on: application.appDelegate)
        application.appDelegate.restorationHandler = nil
        registerRestorationClasses()
        performer.runCode = { [unowned self] code, view in
            // A text input's code learns what the field holds (SwiftUI's binding).
            if let input = view as? any TextInput {
                return self.runLive(.typed(code: code, view: view?.id, text: input.text))
            }
            return self.runLive(.run(code: code, view: view?.id))
        }
        // Only an app with live code gets its views replaced by the code's updates.
        if spec.live != nil { scenarioHandlers = Self.handlersWithActions(in: spec.controllers) }
    }

    /// Each `restorationClass` named in the scenario becomes a class that
    /// recreates the controllers declaring it, found by restoration id.
    private func registerRestorationClasses() {
        for className in Set(spec.controllers.compactMap(\.restorationClass)) {
            application.restorationClasses[className] = { [unowned self] path in
                guard let identifier = path.last,
                    let match = self.spec.controllers.first(where: {
                        $0.restorationClass == className && ($0.restorationID ?? $0.id) == identifier
                    })
                else { return nil }
                return self.controller(match.id)
            }
        }
    }

    /// Runs the app delegate's `restore` handler, as
    /// `application(_:didDecodeRestorableStateWith:)` would after a relaunch.
    /// Returns whether there was one.
    func runRestoreHandler() -> Bool {
        guard let handler = spec.appDelegate[.restore] else { return false }
        application.record(TraceEvent("appDelegate", .log, detail: "restore"))
        _ = performer.run(handler, from: application.appDelegate)
        return true
    }

    /// Launches the root controller.
    public func launch() {
        instances = [:]
        startLiveSession()
        guard let root = controller(spec.root) else { return }
        application.launch(root: root)
        performer.resolveElementOrders(in: application.allControllers)
        performLaunchActions()
    }

    /// The controller for `id`: the existing instance, or a new one.
    public func controller(_ id: String) -> ViewController? {
        let id = spec.canonicalControllerID(id)
        if let existing = instances[id] { return existing }
        guard let controllerSpec = spec.controller(id) else { return nil }
        let made = make(controllerSpec)
        instances[id] = made
        return made
    }

    /// Forgets instances so a relaunch makes the defaults anew.
    func resetInstances() {
        instances = [:]
        startLiveSession()
    }

    /// Resolves explicit element orders for views created since launch.
    func resolvePendingOrders() {
        performer.resolveElementOrders(in: application.allControllers)
    }

    private func make(_ controllerSpec: ControllerSpec) -> ViewController {
        let controller: ViewController
        let id = controllerSpec.id
        switch controllerSpec.content {
        case .navigation(let navigation):
            controller = NavigationController(id: id, viewControllers: navigation.stack.compactMap(self.controller))
            if let hidden = navigation.toolbarHidden { (controller as? NavigationController)?.isToolbarHidden = hidden }
        case .tabBar(let tabBar):
            controller = TabBarController(
                id: id, viewControllers: tabBar.tabs.compactMap(self.controller), selectedIndex: tabBar.selected)
        case .split(let split):
            let primary = split.primary.flatMap(self.controller) ?? ViewController(id: "\(id).primary")
            controller = SplitViewController(
                id: id, primary: primary, supplementary: split.supplementary.flatMap(self.controller),
                secondary: split.secondary.flatMap(self.controller))
        case .page(let page):
            controller = PageViewController(
                id: id, pages: page.pages.compactMap(self.controller), currentIndex: page.current)
        case .alert(let alertSpec):
            let alert = AlertController(
                id: id, title: alertSpec.title ?? controllerSpec.title, message: alertSpec.message,
                preferredStyle: alertSpec.style)
            for action in alertSpec.actions {
                let performer = performer
                let handler = action.handler
                alert.addAction(
                    AlertAction(title: action.title, style: action.style) { [unowned alert] in
                        if let handler { _ = performer.run(handler, from: alert.presentingViewController ?? alert) }
                    })
            }
            controller = alert
        case .container:
            let container = ContainerViewController(id: id)
            controller = container
        case .content:
            controller = ViewController(id: id)
        }
        if controllerSpec.kind != .alert { controller.title = controllerSpec.title }
        configure(controller, controllerSpec)
        return controller
    }

    func configure(_ controller: ViewController, _ controllerSpec: ControllerSpec) {
        let factory = ViewFactory(performer: performer, locations: viewLocations)
        let views = controllerSpec.views
        let rootView = controllerSpec.rootView
        let children = controllerSpec.children
        if !views.isEmpty || rootView != nil || !children.isEmpty {
            let previous = controller.contentBuilder
            controller.contentBuilder = { [weak self, unowned controller] root in
                previous?(root)
                if let rootView { factory.apply(rootView, to: root) }
                for index in views.indices { root.addSubview(factory.make(views[index])) }
                guard let self else { return }
                for child in children {
                    if let made = self.controller(child.controller) {
                        controller.embed(made, in: child.in.flatMap { root.descendant(withID: $0) })
                    }
                }
                self.performer.resolveElementOrders(in: [])
            }
        }
        if session != nil { watchLifecycle(of: controller) }
        controller.isCapturedScreen = controllerSpec.isCaptured
        controller.designCanvas = controllerSpec.canvas
        controller.hasEstimatedLayout = controllerSpec.estimatedLayout
        controller.reference = controllerSpec.reference
        if let style = controllerSpec.modalPresentationStyle { controller.modalPresentationStyle = style }
        if let transition = controllerSpec.modalTransitionStyle { controller.modalTransitionStyle = transition }
        controller.definesPresentationContext = controllerSpec.definesPresentationContext
        controller.providesPresentationContextTransitionStyle =
            controllerSpec.providesPresentationContextTransitionStyle
        controller.isModalInPresentation = controllerSpec.isModalInPresentation
        controller.restorationIdentifier = controllerSpec.restorationID
        controller.restorationClass = controllerSpec.restorationClass
        controller.unwindActions = Set(controllerSpec.unwindActions)
        for entry in controllerSpec.segues {
            let segue = entry.spec
            controller.segueTemplates[entry.id] = SegueTemplate(
                identifier: entry.id, kind: segue.kind, destination: segue.destination.map(spec.canonicalControllerID),
                style: segue.style,
                transition: segue.transition, unwindAction: segue.unwindAction, isBlocked: segue.blocked,
                containerViewID: segue.containerView)
        }
        if let item = controllerSpec.navigationItem { install(item, on: controller, factory: factory) }
        controller.toolbarItems = controllerSpec.toolbarItems.map { BarButtonItem(view: factory.make($0)) }
        if let tab = controllerSpec.tabBarItem {
            controller.tabBarItem = TabBarItem(title: tab.title, badgeValue: tab.badge)
        }
        install(controllerSpec.handlers, on: controller)
        for (event, handler) in controllerSpec.handlers.byEvent {
            guard HandlerEvent.lifecycle.contains(event), let kind = TraceEvent.Kind(rawValue: event.rawValue) else {
                continue
            }
            let performer = performer
            controller.on(kind) { [unowned controller] in _ = performer.run(handler, from: controller) }
        }
    }

    /// The navigation item: title, back title, bar items made as views.
    func install(_ item: ControllerSpec.NavigationItemSpec, on controller: ViewController, factory: ViewFactory) {
        controller.navigationItem.title = item.title
        controller.navigationItem.backButtonTitle = item.backTitle
        controller.navigationItem.leftBarButtonItems = item.left.map { BarButtonItem(view: factory.make($0)) }
        controller.navigationItem.rightBarButtonItems = item.right.map { BarButtonItem(view: factory.make($0)) }
        controller.navigationItem.titleView = item.titleView.map(factory.make)
    }

    private func install(_ set: HandlerSet, on responder: Responder) {
        let performer = performer
        if let escape = set[.escape] {
            responder.handlers.escape = { [unowned responder] in performer.run(escape, from: responder) }
        }
        if let magicTap = set[.magicTap] {
            responder.handlers.magicTap = { [unowned responder] in performer.run(magicTap, from: responder) }
        }
        responder.handlers.scroll = performer.scrollHandler(set.scroll, from: responder)
    }
}
