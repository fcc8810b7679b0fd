/// The running app (`UIApplication`): its window, delegate, event trace,
/// device environment and the notifications it posted.
///
/// ```swift
/// let app = Application(device: .iphone)
/// let nav = NavigationController(id: "nav", root: ViewController(id: "settings", title: "Settings"))
/// app.launch(root: nav)
/// nav.push(ViewController(id: "wifi", title: "Wi-Fi"))
/// app.trace.names(of: TraceEvent.Kind.lifecycle)
/// // ["nav.viewDidLoad", "settings.viewDidLoad", …, "wifi.viewDidAppear"]
/// ```
@MainActor
public final class Application: Responder {
    /// The app's only window.
    public let window: Window
    /// The delegate, last in the responder chain.
    public let appDelegate = AppDelegate()
    /// Everything that happened, in order.
    public private(set) var trace = EventTrace()
    /// The simulated device.
    public internal(set) var device: Device { didSet { ModelRevision.bump() } }
    /// A screen size in portrait that replaces the device's (a captured
    /// app's screen, `screen: [375, 667]`); `nil` keeps the device's.
    public internal(set) var customScreenSize: Size? { didSet { ModelRevision.bump() } }
    /// The interface orientation.
    public internal(set) var orientation: Orientation { didSet { ModelRevision.bump() } }
    /// The reading direction.
    public internal(set) var layoutDirection: LayoutDirection { didSet { ModelRevision.bump() } }
    /// Presentations, bottom to top, as their views stack in the window.
    public internal(set) var presentations: [Presentation] = [] { didSet { ModelRevision.bump() } }
    /// Notifications posted and transitions made, in order, not yet taken
    /// by the screen reader.
    public private(set) var pendingChanges: [AccessibilityChange] = []
    /// The virtual clock and the app's timers (``Application/schedule(after:_:)``).
    var timerState = TimerState()
    /// Whether a screen reader runs (`UIAccessibility.isVoiceOverRunning`).
    public var isVoiceOverRunning = false { didSet { ModelRevision.bump() } }
    /// Closures that observe what VoiceOver tells the app, as
    /// `NotificationCenter` observers do.
    public var voiceOverObservers: [@MainActor (VoiceOverEvent) -> Void] = []
    /// The view that receives typed text (`isFirstResponder`).
    public private(set) weak var firstResponder: View? { didSet { ModelRevision.bump() } }
    /// Makes a new controller from its id, as a storyboard instantiates one.
    /// Segues, `show` actions and restoration use it.
    public var controllerFactory: (@MainActor (String) -> ViewController?)? { didSet { ModelRevision.bump() } }
    /// Restoration classes by name: each returns a controller for a
    /// restoration path, or `nil` to refuse.
    public var restorationClasses: [String: @MainActor ([String]) -> ViewController?] = [:] {
        didSet { ModelRevision.bump() }
    }

    /// Creates an app on a device; call ``launch(root:)`` to show it.
    ///
    /// `screen` replaces the device's screen size (width and height in
    /// portrait); the device still gives insets, bars and size classes.
    public init(
        device: Device = .iphone, orientation: Orientation = .portrait, layoutDirection: LayoutDirection = .leftToRight,
        screen: Size? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.layoutDirection = layoutDirection
        customScreenSize = screen
        window = Window(size: Self.screenSize(device: device, custom: screen, orientation: orientation))
        super.init()
        window.application = self
    }

    override public var traceName: String { "application" }

    /// The screen size for a device, a custom portrait size and an orientation.
    static func screenSize(device: Device, custom: Size?, orientation: Orientation) -> Size {
        guard let custom else { return device.screenSize(orientation) }
        return orientation == .portrait ? custom : custom.swapped
    }

    /// The app delegate (`UIApplication.next`).
    override public var next: Responder? { appDelegate }

    /// The environment controllers lay out for.
    public var traitCollection: TraitCollection {
        TraitCollection(device: device, orientation: orientation, layoutDirection: layoutDirection)
    }

    /// The window's root view controller.
    public var rootViewController: ViewController? { window.rootViewController }

    /// The top-most presented controller, if any.
    public var topPresentedViewController: ViewController? { presentations.last?.presented }

    /// Shows `root` as the window's root view controller: loads the visible
    /// controllers, runs the appearance callbacks and a layout pass.
    public func launch(root: ViewController) {
        if let old = window.rootViewController {
            old.beginAppearanceTransition(false)
            old.viewIfLoaded?.removeFromSuperview()
            old.endAppearanceTransition()
        }
        window.rootViewController = root
        adopt(root)
        adaptContainers()
        root.loadVisibleHierarchy()
        root.beginAppearanceTransition(true)
        syncWindowSubviews()
        layoutIfNeeded()
        root.endAppearanceTransition()
    }

    /// Appends an event to the trace.
    public func record(_ event: TraceEvent) {
        trace.append(event)
    }

    /// Clears the trace, e.g. after launch when only later events matter.
    public func clearTrace() {
        trace.removeAll()
    }

    /// Posts an accessibility notification (`UIAccessibility.post`), recorded
    /// in the trace under the responder that posted it.
    public func post(_ notification: AccessibilityNotification, from poster: Responder? = nil) {
        record(TraceEvent(poster?.traceName ?? "application", .post, detail: notification.summary))
        pendingChanges.append(.notification(notification, poster: poster))
    }

    /// Queues a standard screen change for the screen reader.
    func noteTransition(_ transition: ScreenTransition) {
        pendingChanges.append(.transition(transition))
    }

    /// The notifications posted and not yet taken, in order.
    public var pendingNotifications: [AccessibilityNotification] {
        pendingChanges.compactMap { change in
            if case .notification(let notification, _) = change { return notification }
            return nil
        }
    }

    /// Returns and forgets the notifications and transitions since the last call.
    public func takePendingChanges() -> [AccessibilityChange] {
        defer { pendingChanges.removeAll() }
        return pendingChanges
    }

    /// Returns the notifications posted since the last call and forgets
    /// them, with the transitions in between.
    public func takePendingNotifications() -> [AccessibilityNotification] {
        defer { pendingChanges.removeAll() }
        return pendingNotifications
    }

    /// Tells the app what VoiceOver did: records the event, calls the
    /// ``voiceOverObservers`` and runs the `on` handlers controllers
    /// installed for it.
    public func deliver(_ event: VoiceOverEvent) {
        if case .voiceOverStatusChanged = event {
            record(TraceEvent("application", event.kind, detail: isVoiceOverRunning ? "on" : "off"))
        } else {
            record(TraceEvent("application", event.kind, detail: event.summary))
        }
        for observer in voiceOverObservers { observer(event) }
        let kind = event.kind
        forEachController { controller in
            if controller.observes(kind) { controller.record(kind) }
        }
    }

    func setFirstResponderQuietly(_ view: View?) {
        firstResponder = view
    }

    /// Makes `view` the first responder, or resigns it with `nil`.
    public func makeFirstResponder(_ view: View?) {
        guard view !== firstResponder else { return }
        firstResponder?.record(.resignFirstResponder)
        firstResponder = view
        view?.record(.becomeFirstResponder)
        updateKeyboard()
    }

    /// Runs a layout pass over every view that needs one.
    public func layoutIfNeeded() {
        window.layoutIfNeeded()
    }

    /// Makes a new controller from its id with ``controllerFactory``.
    public func instantiateController(_ id: String) -> ViewController? {
        controllerFactory?(id)
    }

    /// Gives `controller` and its children this application.
    func adopt(_ controller: ViewController) {
        var pending = [controller]
        while let next = pending.popLast() {
            next.application = self
            pending.append(contentsOf: next.children)
        }
    }
}
