/// A table (`UITableView`): a scroll view whose cells stack in rows of
/// ``rowHeight`` with no gap. Cells are its subviews, in row order.
@MainActor
public final class TableView: ScrollView {
    /// The height of every row.
    public var rowHeight = 44.0 { didSet { ModelRevision.bump() } }

    override public class var kindName: String { "table" }

    /// The cells, in row order.
    public var cells: [Cell] { subviews.compactMap { $0 as? Cell } }

    /// Appends a cell as the last row.
    public func appendRow(_ cell: Cell) {
        cell.usesAutomaticLayout = false
        addSubview(cell)
    }

    /// Rows fill the width, one under another.
    override public func layoutSubviews() {
        for (row, cell) in cells.enumerated() {
            cell.frame = Rect(x: 0, y: Double(row) * rowHeight, width: frame.width, height: rowHeight)
        }
        if contentSize.isZero || contentSize.width != frame.width {
            contentSize = Size(width: frame.width, height: Double(cells.count) * rowHeight)
        }
    }
}
