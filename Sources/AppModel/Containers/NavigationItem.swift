/// What a navigation bar shows for a controller (`UINavigationItem`).
@MainActor
public struct NavigationItem {
    /// The title; the controller's title when `nil`.
    public var title: String?
    /// The back button's title on the next screen; the title when `nil`.
    public var backButtonTitle: String?
    /// Whether the back button is hidden.
    public var hidesBackButton = false
    /// Items at the leading edge, after the back button.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// Items at the trailing edge, right to left.
    public var rightBarButtonItems: [BarButtonItem] = []
    /// A view shown in place of the title (a segmented control, a logo).
    public var titleView: View?

    /// An empty item.
    public init() {}
}
