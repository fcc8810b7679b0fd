public import AppModel

/// A colour as a document writes it: a value, a UIKit system colour, or a
/// named colour from an asset catalog (resolved through the document's
/// `<resources>`, which give its light value only).
public enum StoryboardColor: Sendable, Hashable {
    /// Components written on the element (`red green blue alpha`, or `white alpha`).
    case fixed(RGBA)
    /// `systemColor="…"` or `cocoaTouchSystemColor="…"`.
    case system(String)
    /// `name="…"`: an asset catalog colour.
    case named(String)
}
