/// A collection (`UICollectionView`) with a flow layout: items of
/// ``itemSize`` (its subviews, cells or supplementary views) fill rows left
/// to right, then top to bottom.
@MainActor
public final class CollectionView: ScrollView {
    /// The size of every item.
    public var itemSize = Size(width: 100, height: 100) { didSet { ModelRevision.bump() } }
    /// The gap between items and rows.
    public var spacing = 8.0 { didSet { ModelRevision.bump() } }

    override public class var kindName: String { "collection" }

    /// The cells, in item order.
    public var cells: [Cell] { subviews.compactMap { $0 as? Cell } }

    /// Items flow left to right and wrap into rows.
    override public func layoutSubviews() {
        let perRow = max(1, Int(saturating: (frame.width + spacing) / (itemSize.width + spacing)))
        for (index, cell) in subviews.enumerated() {
            let row = index / perRow
            let column = index % perRow
            cell.frame = Rect(
                x: Double(column) * (itemSize.width + spacing), y: Double(row) * (itemSize.height + spacing),
                width: itemSize.width, height: itemSize.height)
        }
        let rows = (subviews.count + perRow - 1) / perRow
        contentSize = Size(width: frame.width, height: max(0, Double(rows) * (itemSize.height + spacing) - spacing))
    }
}
