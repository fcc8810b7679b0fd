/// One segment of a ``SegmentedControl``.
@MainActor
public final class Segment: Control {
    /// The segment's title.
    public let title: String
    /// The segment's position, 0-based.
    public let index: Int
    /// The control the segment belongs to.
    public private(set) weak var control: SegmentedControl? { didSet { ModelRevision.bump() } }

    init(title: String, index: Int, control: SegmentedControl) {
        self.title = title
        self.index = index
        self.control = control
        super.init(frame: .zero)
    }

    override public class var kindName: String { "segment" }
    override public var defaultAccessibilityLabel: String? { title }
    override public var controlTraits: AccessibilityTraits {
        control?.selectedSegmentIndex == index ? [.button, .selected] : .button
    }

    override public var seriesPosition: (index: Int, count: Int)? {
        (index + 1, control?.segments.count ?? 1)
    }

    /// A tap selects the segment.
    override public func performTap() -> Bool {
        guard let control, control.isEnabled, isEnabled else { return false }
        control.select(index)
        return true
    }
}
