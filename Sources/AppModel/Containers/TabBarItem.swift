/// What a tab bar shows for a controller (`UITabBarItem`).
public struct TabBarItem: Hashable, Sendable {
    /// The tab's title.
    public var title: String?
    /// A badge, read as the tab's value.
    public var badgeValue: String?

    /// Creates an item.
    public init(title: String?, badgeValue: String? = nil) {
        self.title = title
        self.badgeValue = badgeValue
    }
}
