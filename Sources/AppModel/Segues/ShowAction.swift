/// The adaptive presentation actions `targetViewController(forAction:sender:)` routes.
public enum ShowAction: String, Hashable, Sendable, CaseIterable {
    /// `show(_:sender:)`: a navigation controller pushes.
    case show
    /// `showDetailViewController(_:sender:)`: a split view replaces its secondary.
    case showDetail
}
