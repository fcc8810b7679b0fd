/// A spinner (`UIActivityIndicatorView`), valued "In progress" while it
/// animates; stopped, it is hidden when it ``hidesWhenStopped`` and valued
/// "Progress halted" otherwise (docs/voiceover-rules.md §1.3).
@MainActor
public final class ActivityIndicator: View {
    /// Whether the spinner animates.
    public var isAnimating: Bool {
        didSet {
            ModelRevision.bump()
            if hidesWhenStopped { isHidden = !isAnimating }
        }
    }
    /// Whether a stopped spinner hides itself (UIKit's default).
    public var hidesWhenStopped = true { didSet { ModelRevision.bump() } }

    /// Creates an activity indicator.
    public init(
        _ label: String?, isAnimating: Bool = true, hidesWhenStopped: Bool = true, id: String? = nil, frame: Rect? = nil
    ) {
        self.isAnimating = isAnimating
        self.hidesWhenStopped = hidesWhenStopped
        super.init(id: id, frame: frame)
        isAccessibilityElement = true
        isHidden = hidesWhenStopped && !isAnimating
        if let label { accessibilityLabel = label }
    }

    override public class var kindName: String { "activityIndicator" }
    override public var defaultAccessibilityValue: String? { isAnimating ? "In progress" : "Progress halted" }
}
