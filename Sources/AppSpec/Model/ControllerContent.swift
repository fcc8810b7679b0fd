/// What a controller is, with the fields only its type has
/// (docs/scenario-format.md, "View controllers"): a navigation controller
/// has a `stack`, a tab bar controller `tabs`; a content controller has
/// neither.
public enum ControllerContent: Sendable, Hashable {
    /// A content controller (`content`), showing its own views.
    case content
    /// A navigation controller, with its stack.
    case navigation(NavigationContent)
    /// A tab bar controller, with its tabs.
    case tabBar(TabBarContent)
    /// A split view controller, with its columns.
    case split(SplitContent)
    /// A page view controller, with its pages.
    case page(PageContent)
    /// A custom container, which embeds the controllers its `children` name.
    case container
    /// An alert controller, with its title, message and actions.
    case alert(ControllerSpec.AlertSpec)

    /// The `type` this content is written under.
    public var kind: ControllerSpec.Kind {
        switch self {
        case .content: .content
        case .navigation: .navigation
        case .tabBar: .tabBar
        case .split: .split
        case .page: .page
        case .container: .container
        case .alert: .alert
        }
    }

    /// The controllers it contains, in the order it lists them.
    public var controllerIDs: [String] {
        switch self {
        case .navigation(let navigation): navigation.stack
        case .tabBar(let tabBar): tabBar.tabs
        case .split(let split): [split.primary, split.supplementary, split.secondary].compactMap { $0 }
        case .page(let page): page.pages
        case .content, .container, .alert: []
        }
    }

    /// The content with each contained controller id replaced by
    /// `rename(id)`, called in the order ``controllerIDs`` lists them.
    public func renamingControllers(_ rename: (String) -> String) -> ControllerContent {
        switch self {
        case .navigation(var navigation):
            navigation.stack = navigation.stack.map(rename)
            return .navigation(navigation)
        case .tabBar(var tabBar):
            tabBar.tabs = tabBar.tabs.map(rename)
            return .tabBar(tabBar)
        case .split(var split):
            split.primary = split.primary.map(rename)
            split.supplementary = split.supplementary.map(rename)
            split.secondary = split.secondary.map(rename)
            return .split(split)
        case .page(var page):
            page.pages = page.pages.map(rename)
            return .page(page)
        case .content, .container, .alert: return self
        }
    }

    /// The content of `kind` with none of its own fields set (an alert
    /// with no title, message or actions).
    public init(_ kind: ControllerSpec.Kind) {
        switch kind {
        case .content: self = .content
        case .navigation: self = .navigation(NavigationContent())
        case .tabBar: self = .tabBar(TabBarContent())
        case .split: self = .split(SplitContent())
        case .page: self = .page(PageContent())
        case .container: self = .container
        case .alert: self = .alert(ControllerSpec.AlertSpec())
        }
    }
}

/// A navigation controller's `stack` (root first) and `toolbarHidden`.
public struct NavigationContent: Sendable, Hashable {
    /// The ids of the controllers on the stack, root first.
    public var stack: [String]
    /// Whether the toolbar is hidden (`nil`: UIKit's default, hidden).
    public var toolbarHidden: Bool?

    /// A navigation controller with this stack.
    public init(stack: [String] = [], toolbarHidden: Bool? = nil) {
        self.stack = stack
        self.toolbarHidden = toolbarHidden
    }
}

/// A tab bar controller's `tabs` and the `selected` index.
public struct TabBarContent: Sendable, Hashable {
    /// The ids of the tabs' controllers, in tab order.
    public var tabs: [String]
    /// The index of the selected tab, from 0.
    public var selected: Int

    /// A tab bar controller with these tabs.
    public init(tabs: [String] = [], selected: Int = 0) {
        self.tabs = tabs
        self.selected = selected
    }
}

/// A split view controller's columns.
public struct SplitContent: Sendable, Hashable {
    /// The id of the controller in the primary (leading) column, if any.
    public var primary: String?
    /// The middle column of a three-column split view.
    public var supplementary: String?
    /// The id of the controller in the secondary (detail) column, if any.
    public var secondary: String?

    /// A split view controller with these columns.
    public init(primary: String? = nil, supplementary: String? = nil, secondary: String? = nil) {
        self.primary = primary
        self.supplementary = supplementary
        self.secondary = secondary
    }
}

/// A page view controller's `pages` and the `current` index.
public struct PageContent: Sendable, Hashable {
    /// The ids of the pages' controllers, in order.
    public var pages: [String]
    /// The index of the page shown, from 0.
    public var current: Int

    /// A page view controller with these pages.
    public init(pages: [String] = [], current: Int = 0) {
        self.pages = pages
        self.current = current
    }
}
