/// An outlet through which a custom class's code holds a view: the code
/// can set what the document shows (text, colours, visibility).
public struct StoryboardOutlet: Sendable, Hashable {
    /// The owner's `customClass` (a view controller, a cell, a view, or a
    /// XIB's File's Owner).
    public var ownerClass: String
    /// The outlet's `property`, e.g. `refreshButton`.
    public var property: String

    /// Creates an outlet.
    public init(ownerClass: String, property: String) {
        self.ownerClass = ownerClass
        self.property = property
    }

    /// `OwnerClass.property`.
    public var name: String { "\(ownerClass).\(property)" }
}
