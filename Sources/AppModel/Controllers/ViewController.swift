/// A view controller (`UIViewController`): owns a root view, takes part in
/// containment and presentation, and receives UIKit's callbacks.
///
/// Every callback is recorded in the application's ``EventTrace`` as
/// `id.callback` and then runs the handlers installed with ``on(_:run:)``.
/// Subclasses override the callback methods and call `super`.
@MainActor
open class ViewController: Responder {
    /// The id scenarios use for this controller. Several instances may share
    /// an id (a controller pushed twice); expectations name the visible one.
    public let id: String
    /// The items a navigation controller's toolbar shows while this
    /// controller is on top (`toolbarItems`).
    public var toolbarItems: [BarButtonItem] = [] {
        didSet {
            ModelRevision.bump()
            parent?.childBarItemsDidChange(self)
        }
    }
    /// The title shown in navigation bars and tab bars.
    public var title: String? {
        didSet {
            ModelRevision.bump()
            parent?.childTitleDidChange(self)
        }
    }
    /// Items a navigation bar shows for this controller.
    /// Changing them shows the new items at once, as UIKit's bars do.
    public var navigationItem = NavigationItem() {
        didSet {
            ModelRevision.bump()
            parent?.childBarItemsDidChange(self)
        }
    }
    /// The tab a tab bar shows for this controller; defaults to the title.
    public var tabBarItem: TabBarItem? { didSet { ModelRevision.bump() } }

    /// Builds the root view's content when the view loads (`loadView`).
    public var contentBuilder: (@MainActor (View) -> Void)? { didSet { ModelRevision.bump() } }

    /// The application the controller belongs to, once it is attached.
    public internal(set) weak var application: Application? { didSet { ModelRevision.bump() } }
    /// The containing controller, which clears it as it goes (`deinit`;
    /// not `weak`, for the reason ``View/superview`` gives).
    public internal(set) unowned(unsafe) var parent: ViewController? { didSet { ModelRevision.bump() } }
    /// Contained controllers, in order.
    public internal(set) var children: [ViewController] = [] { didSet { ModelRevision.bump() } }
    /// The presentation that shows this controller, when it was presented.
    public internal(set) var presentation: Presentation? { didSet { ModelRevision.bump() } }
    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared { didSet { ModelRevision.bump() } }
    /// The safe-area insets the container gave this controller.
    public internal(set) var safeAreaInsets: EdgeInsets = .zero { didSet { ModelRevision.bump() } }
    /// The view a custom container embedded this controller's view in.
    weak var embeddedSlot: View? { didSet { ModelRevision.bump() } }
    /// The controller this one presents, stored on the presenter only.
    var storedPresentedViewController: ViewController? { didSet { ModelRevision.bump() } }

    // MARK: Presentation settings

    /// The style used when this controller is presented.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic { didSet { ModelRevision.bump() } }
    /// The animation used when this controller is presented.
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical { didSet { ModelRevision.bump() } }
    /// Whether `currentContext` presentations from inside stop here.
    public var definesPresentationContext = false { didSet { ModelRevision.bump() } }
    /// Whether this context's transition style replaces the presented one's.
    public var providesPresentationContextTransitionStyle = false { didSet { ModelRevision.bump() } }
    /// Whether a sheet showing this controller refuses interactive dismissal (escape).
    public var isModalInPresentation = false { didSet { ModelRevision.bump() } }
    /// Where a popover points; the presenting view when `nil`.
    public weak var popoverSourceView: View? { didSet { ModelRevision.bump() } }

    // MARK: Restoration and segues

    /// The restoration identifier; `nil` excludes the controller and
    /// everything under it from state preservation.
    public var restorationIdentifier: String? { didSet { ModelRevision.bump() } }
    /// The name of the class asked to recreate the controller on restoration.
    public var restorationClass: String? { didSet { ModelRevision.bump() } }
    /// The segues that start at this controller, by identifier.
    public var segueTemplates: [String: SegueTemplate] = [:] { didSet { ModelRevision.bump() } }
    /// Unwind actions this controller implements.
    public var unwindActions: Set<String> = [] { didSet { ModelRevision.bump() } }
    /// Runs before a segue from this controller (`prepare(for:sender:)`).
    public var prepareForSegue: (@MainActor (Segue) -> Void)? { didSet { ModelRevision.bump() } }

    private var storedView: View? { didSet { ModelRevision.bump() } }
    private var lifecycleHandlers: [TraceEvent.Kind: [@MainActor () -> Void]] = [:] { didSet { ModelRevision.bump() } }

    /// Creates a controller.
    public init(id: String, title: String? = nil) {
        self.id = id
        self.title = title
        super.init()
    }

    isolated deinit {
        for child in children where child.parent === self { child.parent = nil }
        if let storedView, storedView.owningController === self { storedView.owningController = nil }
    }

    override open var traceName: String { id }

    /// Whether the controller forwards appearance callbacks to its children
    /// automatically (`shouldAutomaticallyForwardAppearanceMethods`).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The kind of controller, as traces and trees print it.
    open var kindName: String { "content" }

    /// Whether the root view takes the whole frame and passes the unsafe
    /// area on to children (navigation, tab bar, split and page controllers).
    open var passesSafeAreaToChildren: Bool { false }

    /// Whether this is a screen captured from a running app (Appium,
    /// XCUITest or idb): its views carry screen coordinates and include the
    /// navigation, tab and status bars the app showed, so its root view
    /// covers the whole screen and containers hide their own bars while it
    /// is shown instead of drawing them over the captured ones.
    public var isCapturedScreen = false { didSet { ModelRevision.bump() } }
    /// The size the screen was drawn at in its source document, when known.
    /// Where it is larger than the device, Auto Layout decides where views
    /// beyond the screen go: the audit cannot know their place.
    public var designCanvas: Size?
    /// Whether the frames of the screen's views are a11ysim's estimate from
    /// code (SwiftUI) rather than measured: the audit reviews what rests on them.
    public var hasEstimatedLayout = false
    /// The other file (and scene) this controller stands for, when its
    /// content is not in the input (a storyboard reference).
    public var reference: String?

    /// Whether the controller shown here brings its own bars (a captured
    /// screen, or a container showing one), so a container around it hides its bars.
    open var coversContainerBars: Bool { isCapturedScreen }

    // MARK: View

    /// Whether the root view exists.
    public var isViewLoaded: Bool { storedView != nil }

    /// The root view if it is loaded.
    public var viewIfLoaded: View? { storedView }

    /// The root view, loaded on first access (calling `viewDidLoad`).
    public var view: View {
        loadViewIfNeeded()
        return storedView!
    }

    /// Loads the root view if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        let root = makeRootView()
        root.owningController = self
        storedView = root
        loadView(root)
        viewDidLoad()
    }

    /// Makes the root view. Containers and alerts use their own views.
    open func makeRootView() -> View {
        View(id: id, frame: .zero)
    }

    /// Fills the root view (`loadView`): runs ``contentBuilder``.
    open func loadView(_ root: View) {
        contentBuilder?(root)
    }

    /// The next responder: the parent, else the presenting controller, else the window.
    override open var next: Responder? {
        if let parent { return parent }
        if let presentation { return presentation.presentingViewController }
        return storedView?.window ?? application?.window
    }

    /// Installs `handler` to run after the callback `event` (e.g.
    /// `.viewDidAppear`), as an override of that method would.
    public func on(_ event: TraceEvent.Kind, run handler: @escaping @MainActor () -> Void) {
        lifecycleHandlers[event, default: []].append(handler)
    }

    /// Whether the app installed a handler for `event` with ``on(_:run:)``.
    public func observes(_ event: TraceEvent.Kind) -> Bool {
        !(lifecycleHandlers[event]?.isEmpty ?? true)
    }

    /// Records `kind` for this controller and runs its handlers.
    public func record(_ kind: TraceEvent.Kind, detail: String? = nil) {
        application?.record(TraceEvent(id, kind, detail: detail))
        for handler in lifecycleHandlers[kind] ?? [] {
            handler()
        }
    }

    /// Called when a child's title changes; containers refresh their bars.
    open func childTitleDidChange(_ child: ViewController) {}

    /// Called when a child's navigation item or toolbar items change; a
    /// navigation controller shows the new ones.
    open func childBarItemsDidChange(_ child: ViewController) {}

    // MARK: Callbacks (each records itself and runs its handlers)

    /// The root view was loaded.
    open func viewDidLoad() { record(.viewDidLoad) }
    /// The view is about to be added to the window.
    open func viewWillAppear() { record(.viewWillAppear) }
    /// The view was added to the window.
    open func viewDidAppear() { record(.viewDidAppear) }
    /// The view is about to be removed from the window.
    open func viewWillDisappear() { record(.viewWillDisappear) }
    /// The view was removed from the window.
    open func viewDidDisappear() { record(.viewDidDisappear) }
    /// The trait collection changed (size class, idiom, direction).
    open func traitCollectionDidChange() { record(.traitCollectionDidChange) }
    /// The system is low on memory.
    open func didReceiveMemoryWarning() { record(.didReceiveMemoryWarning) }
    /// The controller is about to be added to or removed from a parent.
    open func willMove(toParent parent: ViewController?) {
        record(.willMoveToParent, detail: parent?.id ?? "nil")
    }
    /// The controller was added to or removed from a parent.
    open func didMove(toParent parent: ViewController?) {
        record(.didMoveToParent, detail: parent?.id ?? "nil")
    }

    // MARK: Layout

    /// Places this controller's root view in `frame` with `insets` of unsafe
    /// area. A content controller's view fills the safe part; containers
    /// take the whole frame and pass the insets on to their children.
    open func place(in frame: Rect, insets: EdgeInsets) {
        if isCapturedScreen {
            // Captured frames are screen coordinates: the root view covers the
            // screen wherever its container put it.
            safeAreaInsets = .zero
            let origin = view.superview?.frameInWindow.origin ?? .zero
            let screen = application?.window.frame.size ?? frame.size
            view.frame = Rect(x: -origin.x, y: -origin.y, width: screen.width, height: screen.height)
            return
        }
        guard passesSafeAreaToChildren else {
            safeAreaInsets = insets
            view.frame = frame.inset(by: insets)
            return
        }
        if insets != safeAreaInsets { view.setNeedsLayout() }
        safeAreaInsets = insets
        view.frame = frame
    }

    /// Lays out the root view's content during a layout pass: the automatic
    /// column. Containers override it to build bars and place children.
    open func layoutRootView() {
        view.layoutAutomaticColumn()
        for child in children {
            if let slot = child.embeddedSlot, child.viewIfLoaded?.superview === slot {
                child.place(in: Rect(origin: .zero, size: slot.frame.size), insets: .zero)
            }
        }
    }

    /// Puts the visible children's views into the root view, as the
    /// container shows them (the top of a navigation stack, the selected
    /// tab). Content controllers keep what containment put there.
    open func installChildViews() {}

    /// The children whose views are on screen when this controller's is;
    /// they get appearance callbacks with it.
    open var visibleChildren: [ViewController] {
        children.filter { child in
            guard let childView = child.viewIfLoaded, let root = viewIfLoaded else { return false }
            return childView.isDescendant(of: root)
        }
    }
}
