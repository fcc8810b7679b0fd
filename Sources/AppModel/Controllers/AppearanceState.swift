/// Where a controller's view is in its appearance cycle.
public enum AppearanceState: String, Hashable, Sendable, CaseIterable {
    /// Not on screen.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing

    /// Whether the view is on screen or arriving.
    public var isVisible: Bool { self == .appearing || self == .appeared }
}
