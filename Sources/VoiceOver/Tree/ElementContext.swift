/// Where an element sits in its container, which adds words to its
/// description (docs/voiceover-rules.md §3.2 step 8, §3.5, §3.6).
public enum ElementContext: Sendable, Hashable {
    /// Position in a series ("1 of 3"), e.g. a segment; 1-based.
    case series(index: Int, count: Int)
    /// A child of a tab-bar container: "Tab." and "N of M"; 1-based.
    case tab(index: Int, count: Int)
    /// A cell of a data table.
    case dataTableCell(DataTableCell)

    /// What a data-table cell adds to its description.
    public struct DataTableCell: Sendable, Hashable {
        /// Header texts spoken before the cell.
        public var headers: [String]
        /// 1-based row, or `nil` when the cell is not first in its row.
        public var row: Int?
        /// 1-based column.
        public var column: Int
        /// Rows the cell spans.
        public var rowSpan: Int
        /// Columns the cell spans.
        public var columnSpan: Int
    }
}

/// A container boundary an element opens or closes: "List Start.",
/// "List End.", "Landmark.", "End." (docs/voiceover-rules.md §2.3).
public enum ContainerBoundary: Sendable, Hashable {
    case listStart, listEnd, landmarkStart, landmarkEnd
}
