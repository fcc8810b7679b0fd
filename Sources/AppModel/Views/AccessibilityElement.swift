/// A bare accessibility element (`UIAccessibilityElement`): no drawing, only
/// accessibility properties and a frame in its container's space.
///
/// It is an element by default, as VoiceOver-verified fixtures behave
/// (docs/voiceover-rules.md §1.1).
@MainActor
public final class AccessibilityElement: View {
    /// Creates an element.
    public init(_ label: String?, id: String? = nil, frame: Rect? = nil) {
        super.init(id: id, frame: frame)
        isAccessibilityElement = true
        if let label { accessibilityLabel = label }
    }

    override public class var kindName: String { "element" }
}
