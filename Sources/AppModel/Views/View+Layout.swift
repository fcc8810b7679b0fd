extension View {
    /// The automatic column's row height.
    public static let automaticRowHeight = 44.0
    /// The gap between rows of the automatic column, and its top margin.
    public static let automaticRowGap = 8.0
    /// The column's side margin inside a controller's root view.
    public static let automaticSideMargin = 16.0

    /// Places subviews that have no explicit frame in a column, as
    /// docs/scenario-format.md, "Views" describes: in a controller's root view, full
    /// width minus 16 pt margins, starting 8 pt below the top; inside other
    /// views, the full width from the top. Rows are 44 pt high and 8 pt
    /// apart; a view whose own subviews are automatic grows to hold them, and
    /// a scroll view fills the rest of the height.
    public func layoutAutomaticColumn() {
        let isRoot = owningController != nil
        let margin = isRoot ? Self.automaticSideMargin : 0
        var y = isRoot ? Self.automaticRowGap : 0
        let width = max(0, frame.width - 2 * margin)
        for view in subviews where view.usesAutomaticLayout {
            var height = view.automaticHeight(forWidth: width)
            if view.fillsRemainingHeight {
                height = max(height, frame.height - y - Self.automaticRowGap)
            }
            view.frame = Rect(x: margin, y: y, width: width, height: height)
            y += height + Self.automaticRowGap
        }
    }
}
