/// A table (`UITableView`): a scroll view whose subviews stack in rows with
/// no gap, in order: cells ``rowHeight`` high, other views (header, footer
/// and section views) as high as their frame says, else one row.
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
        var y = 0.0
        for view in subviews {
            let height = view is Cell ? rowHeight : (view.frame.height > 0 ? view.frame.height : rowHeight)
            view.frame = Rect(x: 0, y: y, width: frame.width, height: height)
            y += height
        }
        if contentSize.isZero || contentSize.width != frame.width {
            contentSize = Size(width: frame.width, height: y)
        }
    }
}
