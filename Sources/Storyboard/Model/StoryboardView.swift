public import AppModel

/// A view as the document describes it, with text and state gathered from
/// attributes, `<string>` children, states and configurations.
public struct StoryboardView: Sendable, Hashable {
    /// A table cell's accessory and built-in labels.
    public struct CellInfo: Sendable, Hashable {
        /// `style`, e.g. `IBUITableViewCellStyleSubtitle`.
        public var style: String?
        /// `accessoryType` (or `editingAccessoryType`), e.g. `disclosureIndicator`.
        public var accessory: String?
        /// The id of the built-in `textLabel`.
        public var textLabelID: String?
        /// The id of the built-in `detailTextLabel`.
        public var detailTextLabelID: String?
        /// Whether this cell is a prototype (dynamic table) rather than a static row.
        public var isPrototype = false
        /// `reuseIdentifier`.
        public var reuseIdentifier: String?
    }

    /// The object id.
    public var id: String
    /// The XML element name.
    public var element: String
    /// The recognised class.
    public var kind: StoryboardViewKind
    /// `customClass`.
    public var customClass: String?
    /// `userLabel`: the name the developer gave the view in Interface Builder's outline.
    public var userLabel: String?
    /// The outlet that holds this view in a custom class's code
    /// (`OmniBar.refreshButton`), when one does.
    public var outlet: StoryboardOutlet?
    /// The width and height required `=` constraints fix, when they do.
    public var constrainedWidth: Double?
    /// The height required `=` constraints fix, when they do.
    public var constrainedHeight: Double?
    /// Interface Builder's `misplaced="YES"`: the saved frame is not where
    /// the constraints put the view.
    public var isMisplaced = false
    /// Interface Builder's `ambiguous="YES"`: the constraints allow more
    /// than one frame.
    public var isAmbiguous = false
    /// Where the view is written.
    public var line: Int
    /// Its column.
    public var column: Int
    /// `frame`, in the superview's coordinates.
    public var frame: Rect?
    /// Text: a label's or text view's text, a text field's or search bar's text.
    public var text: String?
    /// A button's title (configuration first, then the normal state).
    public var title: String?
    /// A text field's or search bar's placeholder.
    public var placeholder: String?
    /// The image name (image views, image-only buttons).
    public var imageName: String?
    /// `buttonType`, e.g. `contactAdd`.
    public var buttonType: String?
    /// Accessibility settings.
    public var accessibility = StoryboardAccessibility()
    /// `hidden="YES"`.
    public var isHidden = false
    /// `alpha`, when written.
    public var alpha: Double?
    /// `enabled="NO"` clears this.
    public var isEnabled = true
    /// `selected="YES"`.
    public var isSelected = false
    /// A switch's `on`.
    public var isOn = false
    /// For date pickers: `datePickerMode`, `style` and the saved date
    /// (seconds since 1 January 2001, UTC).
    public var datePickerMode: String?
    /// `style`: `wheels`, `compact`, `inline` or `automatic`, when written.
    public var datePickerStyle: String?
    /// The saved date, in seconds since 1 January 2001 (UTC), when written.
    public var date: Double?
    /// For activity indicators: `animating="YES"` (stopped when absent).
    public var isAnimating = false
    /// For activity indicators: `hidesWhenStopped="YES"` (shown when absent).
    public var hidesWhenStopped = false
    /// A numeric control's value, minimum, maximum and step.
    public var value: Double?
    /// A slider's or stepper's minimum.
    public var minimum: Double?
    /// A slider's or stepper's maximum.
    public var maximum: Double?
    /// A stepper's step.
    public var step: Double?
    /// Segment titles of a segmented control.
    public var segments: [String] = []
    /// The selected segment.
    public var selectedSegment: Int?
    /// A page control's page count and current page.
    public var numberOfPages: Int?
    /// A page control's current page, from 0.
    public var currentPage: Int?
    /// A secure text field.
    public var isSecure = false
    /// A text field's or text view's `returnKeyType` (`next`, `done`, …); `nil` for the default.
    public var returnKeyType: String?
    /// A text field's `clearButtonMode` (`whileEditing`, `always`, …); `nil` for never.
    public var clearButtonMode: String?
    /// A text input's `keyboardType` (`emailAddress`, `URL`, `numberPad`, …); `nil` for the default.
    public var keyboardType: String?
    /// A text view that cannot be edited.
    public var isEditable = true
    /// For cells.
    public var cell: CellInfo?
    /// For tables: `dataMode="static"`.
    public var isStaticTable = false
    /// For stack views: `axis="vertical"`.
    public var isVertical = false
    /// For scroll views: UIKit insets the content clear of bars
    /// (`contentInsetAdjustmentBehavior` other than `never`).
    public var adjustsContentInset = true
    /// Colours, font and line settings.
    public var appearance = StoryboardAppearance()
    /// Subviews back to front; keyed children (content views, headers) follow them.
    public var subviews: [StoryboardView] = []
    /// The ids of gesture recognizers attached to this view.
    public var gestureRecognizers: [String] = []

    /// Creates a view.
    public init(id: String, element: String, kind: StoryboardViewKind, line: Int, column: Int) {
        self.id = id
        self.element = element
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// This view and every view below it, depth first.
    public var subtree: [StoryboardView] {
        [self] + subviews.flatMap(\.subtree)
    }
}
