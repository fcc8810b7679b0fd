public import Diagnostics
public import AppModel

/// One view of a controller (docs/scenario-format.md, "Views").
public struct ViewSpec: Sendable {
    /// The kind key: `button`, `switch`, …
    public var kind: ViewKind
    /// The kind key's value: a label, title or text (`nil` for `view: null`).
    public var title: String?
    public var segments: [String] = []
    public var id: String?
    /// The id in the source document (an Interface Builder object id) when
    /// ``id`` is a readable name; steps may use either (`objectId`).
    public var objectID: String?
    public var label: String?
    public var value: String?
    public var spokenValue: String?
    public var numericValue: Double?
    public var hint: String?
    public var traits: AccessibilityTraits?
    public var addTraits: AccessibilityTraits = []
    public var frame: Rect?
    public var hidden = false
    public var alpha: Double?
    public var isElement: Bool?
    public var elementsHidden = false
    public var modal = false
    public var group = false
    public var containerType: AccessibilityContainerType = .none
    public var elements: [String]?
    public var identifier: String?
    public var language: String?
    public var activationPoint: Point?
    public var customActions: [(name: String, handler: HandlerSpec)] = []
    public var subviews: [ViewSpec] = []
    public var handlers = HandlerSet()
    // Kind-specific.
    public var isOn: Bool?
    /// Activity indicators: `animating` (default true) and `hidesWhenStopped` (default true).
    public var animating: Bool?
    /// Pickers: the rows of each component and the selected row of each.
    public var components: [[String]] = []
    public var selectedRows: [Int] = []
    /// Date pickers: mode, style and date.
    public var datePickerMode: DatePicker.Mode?
    public var datePickerStyle: DatePicker.Style?
    public var date: PickerDate?
    public var hidesWhenStopped: Bool?
    public var step: Double?
    public var minimum: Double?
    public var maximum: Double?
    public var placeholder: String?
    /// `imageName`: the image a button shows instead of a title; VoiceOver
    /// reads it when the button has no label.
    public var imageName: String?
    public var selected: Int?
    public var page: Int?
    public var pages: Int?
    public var contentSize: Size?
    public var offset: Point?
    public var paging = false
    public var rows: [String] = []
    /// `false` for a disabled control.
    public var enabled: Bool?
    /// A cell's detail text.
    public var detail: String?
    /// A cell's accessory.
    public var accessory: Cell.Accessory?
    /// Appearance (docs/scenario-format.md, "Appearance"): colours, font,
    /// line limit, shrinking and template images.
    public var appearance = ViewAppearanceSpec()
    public var location: SourceLocation

    /// A view of `kind` with nothing else set.
    public init(kind: ViewKind, location: SourceLocation = .inCode) {
        self.kind = kind
        self.location = location
    }
}
