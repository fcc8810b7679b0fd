public import Diagnostics
public import AppModel

/// One view of a controller (docs/scenario-format.md, "Views"): the keys
/// every view shares, and its ``content``, which carries the fields only its
/// kind has. Two specs are equal when they describe the same view; where
/// they were written does not count.
public struct ViewSpec: Sendable, Hashable {
    /// What the view is, with its kind's own fields.
    public var content: ViewContent
    /// The kind key's value: a label, title or text (`nil` for `view: null`
    /// and for a segmented control, whose key holds its segments).
    public var title: String?
    public var id: String?
    /// The id in the source document (an Interface Builder object id) when
    /// ``id`` is a readable name; steps may use either (`objectId`).
    public var objectID: String?
    public var label: String?
    /// The value VoiceOver reads; for text entry kinds, the text. Numeric
    /// kinds keep their number in ``content``.
    public var value: String?
    /// What VoiceOver reads instead of a numeric kind's number.
    public var spokenValue: String?
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
    /// `headingLevel`: 1 to 6, said with the header trait ("Heading level 2.").
    public var headingLevel: Int?
    /// `outlet`: the custom class and property that hold this view in code
    /// (`OmniBar.refreshButton`), so that the class can change what the
    /// document shows (its text, colours, visibility).
    public var outlet: String?
    /// `layout`: how far the saved frame is the run-time one
    /// (`[misplaced]`, `[ambiguous]`, `[fixedSize]`).
    public var layout: LayoutFacts = []
    public var activationPoint: Point?
    public var customActions: [CustomActionSpec] = []
    /// `customContent`: extra facts, important ones spoken with the element.
    public var customContent: [AccessibilityCustomContent] = []
    /// `customRotors`: the app's own rotors, offered while focus is on this view or inside it.
    public var customRotors: [CustomRotorSpec] = []
    public var subviews: [ViewSpec] = []
    public var handlers = HandlerSet()
    /// `false` for a disabled control (a view that is not a control reads "Dimmed").
    public var enabled: Bool?
    /// `returnKey`: a text input's return key (`return`, `next`, `go`, `done`, `search`, `send`, …).
    public var returnKey: ReturnKeyType?
    /// `clearButton`: when a text field shows its clear button.
    public var clearButton: ClearButtonMode?
    /// `keyboard`: the keyboard a text input asks for (`emailAddress`, `url`, `numberPad`, …).
    public var keyboard: KeyboardType?
    /// Appearance (docs/scenario-format.md, "Appearance"): colours, font,
    /// line limit, shrinking and template images.
    public var appearance = ViewAppearanceSpec()
    @NotCompared public var location: SourceLocation

    /// A view of `kind` with nothing else set.
    public init(kind: ViewKind, title: String? = nil, location: SourceLocation = .inCode) {
        self.init(content: ViewContent(kind), title: title, location: location)
    }

    /// A view with this content and nothing else set.
    public init(content: ViewContent, title: String? = nil, location: SourceLocation = .inCode) {
        self.content = content
        self.title = title
        self.location = location
    }

    /// The kind key.
    public var kind: ViewKind { content.kind }

    /// A numeric kind's number (`value`); `nil` for other kinds.
    public var numericValue: Double? { content.numericValue }

    /// A segmented control's segments; empty for other kinds.
    public var segments: [String] {
        if case .segmented(let segmented) = content { return segmented.segments }
        return []
    }

    /// A text field's placeholder; `nil` for other kinds.
    public var placeholder: String? {
        switch content {
        case .textField(let placeholder), .secureTextField(let placeholder), .searchField(let placeholder): placeholder
        default: nil
        }
    }

    /// The image a button shows instead of a title; `nil` for other kinds.
    public var imageName: String? {
        if case .button(let imageName) = content { return imageName }
        return nil
    }

    /// A picker's components; empty for other kinds.
    public var components: [[String]] {
        if case .picker(let picker) = content { return picker.components }
        return []
    }
}

/// One of a view's `customActions`: a name and what it does.
public struct CustomActionSpec: Sendable, Hashable {
    public var name: String
    public var handler: HandlerSpec

    /// A custom action.
    public init(name: String, handler: HandlerSpec) {
        self.name = name
        self.handler = handler
    }
}
