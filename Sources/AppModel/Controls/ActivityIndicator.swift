/// A spinner (`UIActivityIndicatorView`), valued "In progress" while it
/// animates and hidden when stopped.
@MainActor
public final class ActivityIndicator: View {
    /// Whether the spinner animates.
    public var isAnimating: Bool {
        didSet { ModelRevision.bump(); if hidesWhenStopped { isHidden = !isAnimating } }
    }
    /// Whether a stopped spinner hides itself (UIKit's default).
    public var hidesWhenStopped = true { didSet { ModelRevision.bump() } }

    /// Creates an activity indicator.
    public init(_ label: String?, isAnimating: Bool = true, id: String? = nil, frame: Rect? = nil) {
        self.isAnimating = isAnimating
        super.init(id: id, frame: frame)
        isAccessibilityElement = true
        isHidden = !isAnimating
        if let label { accessibilityLabel = label }
    }

    override public class var kindName: String { "activityIndicator" }
    override public var defaultAccessibilityValue: String? { isAnimating ? "In progress" : nil }
}
