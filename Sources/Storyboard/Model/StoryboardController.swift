/// A scene's view controller.
public struct StoryboardController: Sendable, Hashable {
    /// The top bar a scene was designed under.
    public enum SimulatedTopBar: Sendable, Hashable {
        /// None (`simulatedTopBarMetrics` with no bar).
        case none
        /// A navigation bar, translucent or opaque.
        case navigationBar(opaque: Bool)
    }

    /// The controller classes the importer recognises.
    public enum Kind: String, Sendable, CaseIterable {
        /// `viewController`, `tableViewController`, `collectionViewController`,
        /// `navigationController`, `tabBarController`, `splitViewController`,
        /// `pageViewController`, a storyboard reference (`viewControllerPlaceholder`),
        /// and any other controller element.
        case view, table, collection, navigation, tabBar, split, page, reference, other
    }

    /// The object id.
    public var id: String
    /// The XML element name, e.g. `tableViewController`.
    public var element: String
    /// The recognised class.
    public var kind: Kind
    /// `customClass`.
    public var customClass: String?
    /// `userLabel`: the name the developer gave the scene in Interface Builder's outline.
    public var userLabel: String?
    /// `title`.
    public var title: String?
    /// `storyboardIdentifier`.
    public var storyboardIdentifier: String?
    /// `restorationIdentifier` (or the storyboard identifier when IB is told to use it).
    public var restorationIdentifier: String?
    /// The root view (`key="view"`); containers have none.
    public var rootView: StoryboardView?
    /// The navigation item.
    public var navigationItem: StoryboardNavigationItem?
    /// The tab bar item.
    public var tabBarItem: StoryboardTabItem?
    /// Toolbar items.
    public var toolbarItems: [StoryboardBarItem] = []
    /// `modalPresentationStyle` on the controller.
    public var presentationStyle: String?
    /// `modalTransitionStyle` on the controller.
    public var transitionStyle: String?
    /// `definesPresentationContext="YES"`.
    public var definesPresentationContext = false
    /// `providesPresentationContextTransitionStyle="YES"`.
    public var providesPresentationContextTransitionStyle = false
    /// `modalInPresentation="YES"`.
    public var isModalInPresentation = false
    /// For navigation controllers: `navigationBarHidden="YES"`.
    public var navigationBarHidden = false
    /// For navigation controllers: the toolbar is shown (`toolbarHidden="NO"`).
    public var toolbarShown = false
    /// For navigation controllers: the bar is opaque (`translucent="NO"`).
    public var navigationBarOpaque = false
    /// The top bar Interface Builder drew over the scene
    /// (`simulatedTopBarMetrics`): nil when the scene does not say.
    public var simulatedTopBar: SimulatedTopBar?
    /// Whether the root view extends under the top bar (`edgesForExtendedLayout`
    /// includes the top; UIKit's default).
    public var extendsUnderTopBar = true
    /// Scroll views that reach under the bars get their content inset clear
    /// of them (`automaticallyAdjustsScrollViewInsets`, true unless "NO").
    public var adjustsScrollViewInsets = true
    /// `extendedLayoutIncludesOpaqueBars="YES"`.
    public var extendedLayoutIncludesOpaqueBars = false
    /// For references: the other storyboard and controller.
    public var referencedStoryboard: String?
    /// The storyboard identifier of the controller referenced
    /// (`referencedIdentifier`); `nil`: the other storyboard's initial one.
    public var referencedIdentifier: String?
    /// For split views: `style="tripleColumn"` or a supplementary relationship.
    public var splitStyle: String?
    /// The scene's `<exit>` object ids.
    public var exitIDs: [String] = []
    /// Where the controller is written.
    public var line: Int
    /// Its column.
    public var column: Int

    /// Creates a controller.
    public init(id: String, element: String, kind: Kind, line: Int, column: Int) {
        self.id = id
        self.element = element
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// Every view of the controller: root view subtree, then navigation item views.
    public var allViews: [StoryboardView] {
        var views = rootView?.subtree ?? []
        if let item = navigationItem {
            views += (item.leftItems + item.rightItems).compactMap(\.customView).flatMap(\.subtree)
            views += item.titleView?.subtree ?? []
        }
        views += toolbarItems.compactMap(\.customView).flatMap(\.subtree)
        return views
    }
}
