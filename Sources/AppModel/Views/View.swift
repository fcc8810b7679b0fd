/// A rectangular area on screen with subviews (`UIView`), and the
/// accessibility properties VoiceOver reads from it.
///
/// Frames are in points, relative to the superview; ``frameInWindow`` gives
/// screen coordinates. Later subviews are in front of earlier ones. A view
/// without an explicit frame (``usesAutomaticLayout``) is placed by its
/// parent's layout: the automatic column of docs/scenario-format.md, "Views".
@MainActor
open class View: Responder {
    /// The id scenarios and expectations use for this view, if any.
    public var id: String? { didSet { ModelRevision.bump() } }
    /// The id the view has in the document it came from (an Interface
    /// Builder object id), when ``id`` is a readable name: lookups by id
    /// accept it too, and inspectors show it beside the name.
    public var sourceID: String?
    /// Where the view is written in the source it was read from
    /// (`file:line:column`), when a reader made it from code: a view made
    /// again from the same place is the same view, as SwiftUI keeps a view's
    /// identity by where it stands in the code.
    public var origin: String?
    /// The frame in the superview's coordinates.
    public var frame: Rect = .zero {
        didSet {
            ModelRevision.bump()
            if frame.size != oldValue.size { setNeedsLayout() }
        }
    }
    /// The origin of the view's own coordinate space; a scroll view's content offset.
    public var boundsOrigin: Point = .zero { didSet { ModelRevision.bump() } }
    /// Whether the view is hidden (`isHidden`).
    public var isHidden = false { didSet { ModelRevision.bump() } }
    /// The opacity; VoiceOver ignores views at 0.
    public var alpha = 1.0 { didSet { ModelRevision.bump() } }
    /// Whether subviews are clipped to the bounds.
    public var clipsToBounds = false { didSet { ModelRevision.bump() } }
    /// Whether the parent places this view (it had no explicit frame).
    public var usesAutomaticLayout = false { didSet { ModelRevision.bump() } }
    /// Whether the view's subviews must be laid out again.
    public private(set) var needsLayout = true { didSet { ModelRevision.bump() } }

    /// The subviews, back to front.
    public internal(set) var subviews: [View] = [] { didSet { ModelRevision.bump() } }
    /// The view this one is a subview of. Not `weak`: a weakly referenced
    /// object keeps its counts in a side table, which made every retain and
    /// release of a view with subviews slow (a tenth of an audit); the
    /// superview clears its subviews' pointers as it goes (`deinit`), so
    /// the pointer is never left dangling.
    public internal(set) unowned(unsafe) var superview: View? { didSet { ModelRevision.bump() } }
    /// The controller whose root view this is; the controller clears it as
    /// it goes (see ``superview`` for why it is not `weak`).
    public internal(set) unowned(unsafe) var owningController: ViewController? { didSet { ModelRevision.bump() } }

    // MARK: Accessibility (docs/voiceover-rules.md §1.1)

    /// Whether VoiceOver treats this view as one element and does not look inside it.
    public var isAccessibilityElement = false { didSet { ModelRevision.bump() } }
    /// The element's name: the app's own label, else the kind's default
    /// (a label's text, a button's title).
    public var accessibilityLabel: String? {
        get { customAccessibilityLabel ?? defaultAccessibilityLabel }
        set { customAccessibilityLabel = newValue }
    }
    /// The element's current value, e.g. "60%": the app's own value, else the
    /// control's default.
    public var accessibilityValue: String? {
        get { customAccessibilityValue ?? defaultAccessibilityValue }
        set { customAccessibilityValue = newValue }
    }
    /// What activating the element does.
    public var accessibilityHint: String? { didSet { ModelRevision.bump() } }
    /// Role and state flags: the app's own traits (which replace the kind's
    /// defaults) or the defaults, plus ``addedAccessibilityTraits``.
    public var accessibilityTraits: AccessibilityTraits {
        get { (customAccessibilityTraits ?? defaultAccessibilityTraits).union(addedAccessibilityTraits) }
        set { customAccessibilityTraits = newValue }
    }
    /// Traits added to the kind's defaults rather than replacing them.
    public var addedAccessibilityTraits: AccessibilityTraits = [] { didSet { ModelRevision.bump() } }
    /// The label the app set, if any.
    public private(set) var customAccessibilityLabel: String? { didSet { ModelRevision.bump() } }
    /// The value the app set, if any.
    public private(set) var customAccessibilityValue: String? { didSet { ModelRevision.bump() } }
    /// The traits the app set, if any.
    public private(set) var customAccessibilityTraits: AccessibilityTraits? { didSet { ModelRevision.bump() } }
    /// A test identifier; never spoken.
    public var accessibilityIdentifier: String? { didSet { ModelRevision.bump() } }
    /// The custom class and property that hold this view in the app's code
    /// (`OmniBar.refreshButton`), when the input says: that code can change
    /// what the input shows. Never spoken.
    public var outlet: String?
    /// How far the saved frame is the run-time one, when the input says.
    public var layoutFacts: LayoutFacts = []
    /// The BCP-47 language of the label, value and hint.
    public var accessibilityLanguage: String? { didSet { ModelRevision.bump() } }
    /// Hides this view and everything inside it from VoiceOver.
    public var accessibilityElementsHidden = false { didSet { ModelRevision.bump() } }
    /// Makes VoiceOver ignore this view's siblings (`accessibilityViewIsModal`).
    public var accessibilityViewIsModal = false { didSet { ModelRevision.bump() } }
    /// Keeps the children together in reading order.
    public var shouldGroupAccessibilityChildren = false { didSet { ModelRevision.bump() } }
    /// Container semantics of the children.
    public var accessibilityContainerType: AccessibilityContainerType = .none { didSet { ModelRevision.bump() } }
    /// Explicit, ordered children that replace subview traversal.
    public var accessibilityElements: [View]? { didSet { ModelRevision.bump() } }
    /// Actions offered in the Actions rotor.
    public var accessibilityCustomActions: [CustomAction] = [] { didSet { ModelRevision.bump() } }
    /// Extra facts: the important ones spoken with the element, the others behind "More Content Available."
    public var accessibilityCustomContent: [AccessibilityCustomContent] = [] { didSet { ModelRevision.bump() } }
    /// SwiftUI's `.accessibilityHeading(.h1…h6)`: the level (1 to 6) a heading
    /// says with its trait ("Heading level 2."); nothing without the header trait.
    public var accessibilityHeadingLevel: Int? { didSet { ModelRevision.bump() } }
    /// The app's own rotors, offered while focus is on this view or inside it.
    public var accessibilityCustomRotors: [AccessibilityCustomRotor] = [] { didSet { ModelRevision.bump() } }
    /// An explicit activation point in window coordinates; the frame's centre otherwise.
    public var customActivationPoint: Point? { didSet { ModelRevision.bump() } }
    /// Labels for Voice Control; VoiceOver does not speak them.
    public var accessibilityUserInputLabels: [String] = [] { didSet { ModelRevision.bump() } }
    /// Switch Control's grouping; VoiceOver ignores it.
    public var accessibilityNavigationStyle: AccessibilityNavigationStyle = .automatic {
        didSet { ModelRevision.bump() }
    }
    /// An explicit accessibility frame in window coordinates, for elements
    /// that are not drawn where their view is.
    public var customAccessibilityFrame: Rect? { didSet { ModelRevision.bump() } }
    /// Header elements of a data-table cell.
    public var accessibilityHeaderElements: [View]? { didSet { ModelRevision.bump() } }
    /// The row range (location, length) of a data-table cell.
    public var accessibilityRowRange: (location: Int, length: Int)? { didSet { ModelRevision.bump() } }
    /// The column range (location, length) of a data-table cell.
    public var accessibilityColumnRange: (location: Int, length: Int)? { didSet { ModelRevision.bump() } }

    // MARK: Appearance (what the contrast, text size and clipping rules read)

    /// The appearance properties below, stored only when one is set, and
    /// then shared by every view with the same values (most views set none).
    private var appearance: ViewAppearance.Shared?

    /// One appearance property: the stored value's, or the default's when none is stored.
    private func appearance<Value>(_ key: KeyPath<ViewAppearance, Value>) -> Value {
        (appearance?.value ?? ViewAppearance.unset)[keyPath: key]
    }

    /// Sets one appearance property; the result is kept as the one shared
    /// value equal to it, or as nothing when it is the default.
    private func setAppearance<Value>(_ key: WritableKeyPath<ViewAppearance, Value>, _ newValue: Value) {
        var value = appearance?.value ?? ViewAppearance.unset
        value[keyPath: key] = newValue
        setAppearance(value)
    }

    /// Every appearance property at once.
    public func setAppearance(_ value: ViewAppearance) {
        appearance = value == ViewAppearance.unset ? nil : ViewAppearance.Shared.interned(value)
    }

    /// The background colour; `nil` is clear.
    public var backgroundColor: Color? {
        get { appearance(\.backgroundColor) }
        set { setAppearance(\.backgroundColor, newValue) }
    }
    /// The tint this view and its subviews draw controls in; `nil` inherits
    /// the superview's (``effectiveTintColor``).
    public var tintColor: Color? {
        get { appearance(\.tintColor) }
        set { setAppearance(\.tintColor, newValue) }
    }
    /// The colour of the view's text (a label's `textColor`, a button's
    /// title colour); `nil` for UIKit's default.
    public var textColor: Color? {
        get { appearance(\.textColor) }
        set { setAppearance(\.textColor, newValue) }
    }
    /// The colour that shows a control's state: a switch's on tint, a
    /// slider's or progress view's filled track, a page control's current dot.
    public var indicatorColor: Color? {
        get { appearance(\.indicatorColor) }
        set { setAppearance(\.indicatorColor, newValue) }
    }
    /// The font of the view's text; `nil` when the input does not say.
    public var font: Font? {
        get { appearance(\.font) }
        set { setAppearance(\.font, newValue) }
    }
    /// The most lines the text may take (`numberOfLines`, 0 for no limit);
    /// `nil` for the kind's default (one line for a label).
    public var numberOfLines: Int? {
        get { appearance(\.numberOfLines) }
        set { setAppearance(\.numberOfLines, newValue) }
    }
    /// Whether the text shrinks to fit its width (`adjustsFontSizeToFitWidth`).
    public var adjustsFontSizeToFitWidth: Bool {
        get { appearance(\.adjustsFontSizeToFitWidth) }
        set { setAppearance(\.adjustsFontSizeToFitWidth, newValue) }
    }
    /// Whether the view's image is drawn in the tint colour (an SF Symbol or
    /// a template image).
    public var imageIsTemplate: Bool {
        get { appearance(\.imageIsTemplate) }
        set { setAppearance(\.imageIsTemplate, newValue) }
    }

    /// Creates a view.
    public init(id: String? = nil, frame: Rect? = nil) {
        self.id = id
        super.init()
        if let frame {
            self.frame = frame
        } else {
            usesAutomaticLayout = true
        }
    }

    isolated deinit {
        for view in subviews where view.superview === self { view.superview = nil }
    }

    /// The kind of view, as traces and the element tree print it.
    open class var kindName: String { "view" }

    /// The id; a controller's root view is `<controller>.view`, so that a
    /// responder trace tells it from its controller.
    override open var traceName: String {
        if let owningController, id == nil || id == owningController.id { return "\(owningController.id).view" }
        return id ?? Self.kindName
    }

    /// The controller if this is its root view, else the superview
    /// (`UIView.next`).
    override open var next: Responder? {
        if let owningController { return owningController }
        if let superview { return superview }
        return nil
    }

    /// `accessibilityActivate()`: the installed handler, else `false` so that
    /// VoiceOver taps at the activation point.
    open func accessibilityActivate() -> Bool {
        handlers.activate?() ?? false
    }

    /// `accessibilityIncrement()`. Returns whether anything handled it.
    @discardableResult
    open func accessibilityIncrement() -> Bool {
        handlers.increment?() ?? false
    }

    /// `accessibilityDecrement()`. Returns whether anything handled it.
    @discardableResult
    open func accessibilityDecrement() -> Bool {
        handlers.decrement?() ?? false
    }

    /// A touch-up inside this view: a control's own tap behaviour. Returns
    /// whether the view responded; plain views do not.
    open func performTap() -> Bool { false }

    /// The label UIKit derives for this kind of view (a label's text).
    open var defaultAccessibilityLabel: String? { nil }
    /// The value UIKit derives for this kind of control (a slider's percentage).
    open var defaultAccessibilityValue: String? { nil }
    /// The traits UIKit gives this kind of view, reflecting its state.
    open var defaultAccessibilityTraits: AccessibilityTraits { [] }
    /// The position in a series VoiceOver reads as "N of M" (segments, tabs),
    /// 1-based.
    open var seriesPosition: (index: Int, count: Int)? { nil }
    /// What VoiceOver reads as the value: ``accessibilityValue``, unless the
    /// kind reads it otherwise (a secure field's bullets as "5 characters").
    open var spokenValue: String? { accessibilityValue }
    /// What VoiceOver speaks after activating this element instead of
    /// re-reading it (a stepper button's new value); `nil` to re-read it.
    open var spokenAfterActivation: String? { nil }

    /// The frame VoiceOver sorts and highlights by: ``customAccessibilityFrame``
    /// or the view's frame in window coordinates.
    public var accessibilityFrame: Rect { customAccessibilityFrame ?? frameInWindow }

    /// Whether the element reacts to input (`accessibilityRespondsToUserInteraction`):
    /// `false` when it is not enabled.
    public var accessibilityRespondsToUserInteraction: Bool { !accessibilityTraits.contains(.notEnabled) }

    /// Where a double tap lands: ``customActivationPoint`` or the centre of
    /// ``frameInWindow``.
    open var activationPoint: Point {
        customActivationPoint ?? accessibilityFrame.center
    }

    /// Records an event about this view in the application's trace.
    public func record(_ kind: TraceEvent.Kind, detail: String? = nil) {
        window?.application?.record(TraceEvent(traceName, kind, detail: detail))
    }

    /// Whether the automatic column stretches this view to the bottom of its
    /// parent (scroll views, tables and collections do).
    open var fillsRemainingHeight: Bool { false }

    /// The height the automatic column gives this view at `width`: one row,
    /// or enough for its own automatically placed subviews.
    open func automaticHeight(forWidth width: Double) -> Double {
        let automatic = subviews.filter(\.usesAutomaticLayout)
        guard !automatic.isEmpty else { return Self.automaticRowHeight }
        let rows = automatic.map { $0.automaticHeight(forWidth: width) }
        return rows.reduce(0, +) + Double(rows.count - 1) * Self.automaticRowGap
    }

    /// Marks the view as needing layout.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Places subviews. A controller's root view asks its controller (which
    /// builds container chrome and places child controllers' views); other
    /// views run the automatic column for subviews without an explicit frame.
    open func layoutSubviews() {
        if let owningController {
            owningController.layoutRootView()
        } else {
            layoutAutomaticColumn()
        }
    }

    /// Lays out every view of this subtree that needs it, parents first.
    ///
    /// A controller's root view brackets its layout with the controller's
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`, so each layout
    /// pass shows in the event trace.
    public func layoutIfNeeded() {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.needsLayout {
                view.needsLayout = false
                view.owningController?.record(.viewWillLayoutSubviews)
                view.layoutSubviews()
                view.owningController?.record(.viewDidLayoutSubviews)
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
    }
}
