/// A stack (`UIStackView`): lays its automatically placed subviews out in a
/// row or a column. Not an element.
@MainActor
public final class StackView: View {
    /// The direction subviews follow.
    public enum Axis: String, Sendable, CaseIterable {
        case vertical, horizontal
    }

    /// The direction subviews follow.
    public var axis: Axis { didSet { ModelRevision.bump() } }
    /// The gap between subviews.
    public var spacing: Double { didSet { ModelRevision.bump() } }

    /// Creates a stack view.
    public init(axis: Axis = .vertical, spacing: Double = 8, id: String? = nil, frame: Rect? = nil) {
        self.axis = axis
        self.spacing = spacing
        super.init(id: id, frame: frame)
    }

    override public class var kindName: String { "stack" }

    override public func automaticHeight(forWidth width: Double) -> Double {
        let arranged = subviews.filter { $0.usesAutomaticLayout && !$0.isHidden }
        guard axis == .vertical, !arranged.isEmpty else { return View.automaticRowHeight }
        let heights = arranged.map { $0.automaticHeight(forWidth: width) }
        return heights.reduce(0, +) + Double(heights.count - 1) * spacing
    }

    /// Hidden arranged subviews take no space, as in UIKit.
    override public func layoutSubviews() {
        let arranged = subviews.filter { $0.usesAutomaticLayout && !$0.isHidden }
        guard !arranged.isEmpty else { return }
        switch axis {
        case .vertical:
            var y = 0.0
            for view in arranged {
                let height = view.automaticHeight(forWidth: frame.width)
                view.frame = Rect(x: 0, y: y, width: frame.width, height: height)
                y += height + spacing
            }
        case .horizontal:
            let count = Double(arranged.count)
            let width = max(0, (frame.width - spacing * (count - 1)) / count)
            for (index, view) in arranged.enumerated() {
                view.frame = Rect(x: Double(index) * (width + spacing), y: 0, width: width, height: frame.height)
            }
        }
    }
}
