/// A controller's `navigationItem`.
public struct StoryboardNavigationItem: Sendable, Hashable {
    /// `title`.
    public var title: String?
    /// `prompt`.
    public var prompt: String?
    /// The back item's title shown on the next screen.
    public var backTitle: String?
    /// Items at the leading edge.
    public var leftItems: [StoryboardBarItem] = []
    /// Items at the trailing edge, outermost first.
    public var rightItems: [StoryboardBarItem] = []
    /// A custom title view (`titleView` key).
    public var titleView: StoryboardView?

    /// An empty item.
    public init() {}
}

/// A controller's `tabBarItem`.
public struct StoryboardTabItem: Sendable, Hashable {
    /// `title` (often empty: then the image or the controller's title is used).
    public var title: String?
    /// `image`.
    public var imageName: String?
    /// `systemItem`, e.g. `favorites`.
    public var systemItem: String?
    /// `badgeValue`.
    public var badge: String?
    /// The item's accessibility label, if set.
    public var label: String?

    /// An empty item.
    public init() {}
}
