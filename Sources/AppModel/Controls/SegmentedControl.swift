/// A segmented control (`UISegmentedControl`): a container whose segments
/// are elements that read "Title. Button. 1 of 3.", the selected one
/// "Selected: Title. Button. 2 of 3."
@MainActor
public final class SegmentedControl: Control {
    /// The segments, left to right.
    public private(set) var segments: [Segment] = [] { didSet { ModelRevision.bump() } }
    /// The selected segment's index, if any.
    public private(set) var selectedSegmentIndex: Int? { didSet { ModelRevision.bump() } }

    /// Creates a segmented control with the given titles.
    public init(_ titles: [String], selectedSegmentIndex: Int? = 0, id: String? = nil, frame: Rect? = nil) {
        super.init(id: id, frame: frame)
        isAccessibilityElement = false
        for (index, title) in titles.enumerated() {
            let segment = Segment(title: title, index: index, control: self)
            if let id { segment.id = "\(id).\(index)" }
            segments.append(segment)
            addSubview(segment)
        }
        if let selectedSegmentIndex, titles.indices.contains(selectedSegmentIndex) {
            self.selectedSegmentIndex = selectedSegmentIndex
        }
    }

    override public class var kindName: String { "segmented" }

    /// The selected segment's title.
    override public var defaultAccessibilityValue: String? {
        selectedSegmentIndex.map { segments[$0].title }
    }

    /// Selects a segment; sends `valueChanged` when the selection changed.
    public func select(_ index: Int) {
        guard segments.indices.contains(index), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    /// Segments share the width equally.
    override public func layoutSubviews() {
        guard !segments.isEmpty else { return }
        let width = frame.width / Double(segments.count)
        for (index, segment) in segments.enumerated() {
            segment.frame = Rect(x: width * Double(index), y: 0, width: width, height: frame.height)
        }
    }
}
