/// One difference between two screens.
public enum ElementChange: Sendable, Hashable {
    /// In the second input only.
    case added(DiffElement)
    /// In the first input only.
    case removed(DiffElement)
    /// In both, with these fields differing.
    case changed(DiffElement, DiffElement, [Field])
    /// In both, read in another place: `element` now reads right after
    /// `after` (`nil`: first).
    case moved(DiffElement, from: Int, to: Int, after: String?)

    /// A field of an element that changed.
    public enum Field: String, Sendable, Hashable, Codable, CaseIterable {
        case label, value, traits, frame, spoken
    }

    /// The word reports use: added, removed, changed, moved.
    public var word: String {
        switch self {
        case .added: "added"
        case .removed: "removed"
        case .changed: "changed"
        case .moved: "moved"
        }
    }
}
