/// A progress bar (`UIProgressView`), valued as a percentage.
@MainActor
public final class ProgressView: View {
    /// Progress from 0 to 1.
    public var progress: Double { didSet { ModelRevision.bump() } }

    /// Creates a progress view.
    public init(_ label: String?, progress: Double = 0, id: String? = nil, frame: Rect? = nil) {
        self.progress = progress
        super.init(id: id, frame: frame)
        isAccessibilityElement = true
        if let label { accessibilityLabel = label }
    }

    override public class var kindName: String { "progress" }
    override public var defaultAccessibilityValue: String? { NumberFormatting.percent(progress) }
}
