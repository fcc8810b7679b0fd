/// A text link: an element that reads "Link." and opens on a tap.
@MainActor
public final class Link: Button {
    override public class var kindName: String { "link" }
    override public var controlTraits: AccessibilityTraits { .link }
}
