public import AppModel
public import Diagnostics

/// An element as a finding names it: where it is in the view hierarchy,
/// where on screen, its traits and what VoiceOver says for it.
public struct ElementSnapshot: Sendable, Hashable, Codable {
    /// A stable path: the content controller's id, then each view's id or
    /// `kind[n]` (1-based among siblings of that kind), e.g. `settings/stack[1]/wifi`.
    public var path: String
    /// The view's id, if it has one.
    public var id: String?
    /// The view's kind (`button`, `label`, …).
    public var kind: String
    /// The accessibility frame, in screen points.
    public var frame: Rect
    /// The trait names.
    public var traits: [String]
    /// What VoiceOver speaks on focus; empty for elements outside the tree.
    public var description: String
    /// The position in reading order, from 1; `nil` when VoiceOver cannot reach it.
    public var order: Int?
    /// Where the view is declared in the scenario or storyboard, if known.
    public var location: SourceLocation?
    /// The accessibility label, value and identifier; filled for `a11ysim
    /// diff` (``Auditor/screens(spec:file:)``), `nil` in audits.
    public var label: String?
    /// The accessibility value; filled for `a11ysim diff`, `nil` in audits.
    public var value: String?
    /// The accessibility identifier; filled for `a11ysim diff`, `nil` in audits.
    public var identifier: String?
    /// The system UI the element belongs to (`keyboard`: a key of the
    /// system keyboard), which the app does not make and no rule holds
    /// against it; `nil` for the app's own elements.
    public var system: String?

    /// Creates a snapshot.
    public init(
        path: String, id: String?, kind: String, frame: Rect, traits: [String], description: String, order: Int?,
        location: SourceLocation?
    ) {
        self.path = path
        self.id = id
        self.kind = kind
        self.frame = frame
        self.traits = traits
        self.description = description
        self.order = order
        self.location = location
    }
}
