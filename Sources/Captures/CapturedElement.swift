public import AppModel

/// One element of a runtime capture, as the tool wrote it: nothing is
/// interpreted here (``CaptureTranslator`` decides what VoiceOver makes of it).
public struct CapturedElement: Sendable, Hashable {
    /// The element type without the `XCUIElementType` prefix: `Button`,
    /// `StaticText`, `Cell`, `Other`, …
    public var type: String
    /// The accessibility identifier, when the capture tells it from the label.
    public var identifier: String?
    /// The accessibility label.
    public var label: String?
    /// The value as the tool wrote it (`"1"` for an on switch, `"50%"` for a slider).
    public var value: String?
    /// A text field's placeholder.
    public var placeholder: String?
    /// The accessibility hint (idb/AXe `help`).
    public var hint: String?
    /// Custom action names (idb/AXe `custom_actions`).
    public var customActions: [String] = []
    /// Trait names the tool wrote, lower-cased (`button`, `header`, …);
    /// `nil` when the format has none.
    public var traits: [String]?
    /// idb/AXe `role` (`AXButton`), `subrole` (`AXSearchField`) and `role_description`.
    public var role: String?
    /// idb/AXe `subrole`, e.g. `AXSearchField`.
    public var subrole: String?
    /// idb/AXe `role_description`, e.g. `button`.
    public var roleDescription: String?
    /// Whether the element is enabled (`Disabled` in a debugDescription is false).
    public var enabled = true
    /// WebDriverAgent's `visible`: `nil` when the format does not say.
    public var visible: Bool?
    /// WebDriverAgent's `accessible` (`isAccessibilityElement`): `nil` when unknown.
    public var accessible: Bool?
    /// Whether the element is selected.
    public var selected = false
    /// The frame in screen points; `nil` when the capture has none.
    public var frame: Rect?
    /// Child elements, in capture order.
    public var children: [CapturedElement] = []
    /// Where the element starts in the capture file (1-based; 0 when unknown).
    public var line = 0
    /// The column where the element starts (1-based; 0 when unknown).
    public var column = 0

    /// Creates an element of `type`.
    public init(type: String, line: Int = 0, column: Int = 0) {
        self.type = type
        self.line = line
        self.column = column
    }

    /// The number of elements in this subtree, bounded walk.
    public var count: Int {
        var total = 0
        var pending = [self]
        while let element = pending.popLast() {
            total += 1
            pending += element.children
        }
        return total
    }
}
