/// The kinds of storyboard segue.
public enum SegueKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Adaptive show (push in navigation).
    case show
    /// Adaptive show detail (secondary column of a split view).
    case showDetail
    /// Modal presentation.
    case present
    /// Popover presentation.
    case popover
    /// Embeds the destination as a child in a container view.
    case embed
    /// A container's structural link to its children (navigation root, tabs).
    case relationship
    /// Returns to an earlier controller that implements the unwind action.
    case unwind
    /// App-defined transition; presents modally by default.
    case custom
    /// Legacy push (iOS 7): like show inside a navigation controller.
    case push
    /// Legacy modal (iOS 7): like present.
    case modal
    /// Legacy replace (iPad split views): like showDetail.
    case replace
}
