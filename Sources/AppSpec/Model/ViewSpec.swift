public import AppModel
public import Diagnostics

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
    /// `id`: the name steps and expectations use, unique in the scenario; `nil`
    /// for a view none names.
    public var id: String?
    /// The id in the source document (an Interface Builder object id) when
    /// ``id`` is a readable name; steps may use either (`objectId`).
    public var objectID: String?
    /// `label`: the accessibility label, replacing the kind's own.
    public var label: String?
    /// The value VoiceOver reads; for text entry kinds, the text. Numeric
    /// kinds keep their number in ``content``.
    public var value: String?
    /// What VoiceOver reads instead of a numeric kind's number.
    public var spokenValue: String?
    /// `hint`: the accessibility hint.
    public var hint: String?
    /// `traits`: traits replacing the kind's own; `nil` keeps them.
    public var traits: AccessibilityTraits?
    /// `addTraits`: traits added to the kind's own.
    public var addTraits: AccessibilityTraits = []
    /// `frame`, in points relative to the parent view; `nil`: the next row of
    /// the automatic column.
    public var frame: Rect?
    /// `hidden`: whether the view is hidden; VoiceOver skips a hidden view.
    public var hidden = false
    /// `alpha`: the opacity, 0 to 1 (VoiceOver skips a view at 0); `nil`: opaque.
    public var alpha: Double?
    /// `isElement`: whether the view is an accessibility element; `nil`: the kind's default.
    public var isElement: Bool?
    /// `elementsHidden`: hides the view and everything in it from VoiceOver.
    public var elementsHidden = false
    /// `modal` (`accessibilityViewIsModal`): while it shows, its siblings are ignored.
    public var modal = false
    /// `group`: its children stay together in reading order.
    public var group = false
    /// `containerType`: the accessibility container type (`list`, `landmark`, …).
    public var containerType: AccessibilityContainerType = .none
    /// `elements`: an explicit reading order, as view ids; `nil`: the layout's order.
    public var elements: [String]?
    /// `identifier`: the automation identifier, never spoken.
    public var identifier: String?
    /// `language`: the language of the label.
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
    /// `activationPoint`: where a double tap lands, in window coordinates; `nil`:
    /// the centre of the view's frame.
    public var activationPoint: Point?
    /// `customActions`: actions read as "Actions Available" and listed in the Actions rotor.
    public var customActions: [CustomActionSpec] = []
    /// `customContent`: extra facts, important ones spoken with the element.
    public var customContent: [AccessibilityCustomContent] = []
    /// `customRotors`: the app's own rotors, offered while focus is on this view or inside it.
    public var customRotors: [CustomRotorSpec] = []
    /// `views`: the subviews, in order.
    public var subviews: [ViewSpec] = []
    /// `on`: the view's handlers.
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
    /// Where the view is written.
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
    /// The name VoiceOver reads in the Actions rotor.
    public var name: String
    /// What the action does.
    public var handler: HandlerSpec

    /// A custom action.
    public init(name: String, handler: HandlerSpec) {
        self.name = name
        self.handler = handler
    }
}
