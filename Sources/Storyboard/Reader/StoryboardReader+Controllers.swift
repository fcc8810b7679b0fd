internal import AppModel

private typealias SimulatedTopBar = StoryboardController.SimulatedTopBar

extension StoryboardReader {
    static let controllerKinds: [String: StoryboardController.Kind] = [
        "viewController": .view, "tableViewController": .table, "collectionViewController": .collection,
        "navigationController": .navigation, "tabBarController": .tabBar, "splitViewController": .split,
        "pageViewController": .page, "viewControllerPlaceholder": .reference,
    ]
    static let otherKnownControllers: Set<String> = [
        "glkViewController", "avPlayerViewController", "hostingController", "customObject",
    ]

    mutating func readController(_ node: XMLElementNode, id: String) -> StoryboardController {
        let kind = Self.controllerKinds[node.name] ?? .other
        if kind == .other && !Self.otherKnownControllers.contains(node.name) {
            warn("unknown controller element <\(node.name)> is imported as a plain view controller", at: node)
        }
        var controller = StoryboardController(
            id: id, element: node.name, kind: kind, line: node.line, column: node.column)
        controller.customClass = node["customClass"]
        controller.userLabel = node["userLabel"]
        controller.title = node["title"]
        controller.storyboardIdentifier = node["storyboardIdentifier"]
        controller.restorationIdentifier =
            node["restorationIdentifier"]
            ?? (node.flag("useStoryboardIdentifierAsRestorationIdentifier") ? node["storyboardIdentifier"] : nil)
        controller.presentationStyle = node["modalPresentationStyle"]
        controller.transitionStyle = node["modalTransitionStyle"]
        controller.definesPresentationContext = node.flag("definesPresentationContext")
        controller.providesPresentationContextTransitionStyle = node.flag("providesPresentationContextTransitionStyle")
        controller.isModalInPresentation = node.flag("modalInPresentation")
        controller.navigationBarHidden = node.flag("navigationBarHidden")
        controller.toolbarShown = node["toolbarHidden"] == "NO"
        controller.navigationBarOpaque = node.child(key: "navigationBar")?["translucent"] == "NO"
        controller.extendedLayoutIncludesOpaqueBars = node.flag("extendedLayoutIncludesOpaqueBars")
        controller.adjustsScrollViewInsets = node["automaticallyAdjustsScrollViewInsets"] != "NO"
        if let edges = node.child(key: "edgesForExtendedLayout") { controller.extendsUnderTopBar = edges.flag("top") }
        if let metrics = node.children.first(where: { $0.key == "simulatedTopBarMetrics" }) {
            controller.simulatedTopBar =
                metrics.name == "simulatedNavigationBarMetrics"
                ? .navigationBar(opaque: metrics["translucent"] == "NO") : SimulatedTopBar.none
        }
        controller.referencedStoryboard = node["storyboardName"]
        controller.referencedIdentifier = node["referencedIdentifier"]
        controller.splitStyle = node["style"]
        if let view = node.child(key: "view") {
            controller.rootView = readView(view)
        }
        if let item = node.child(key: "navigationItem") {
            controller.navigationItem = readNavigationItem(item)
        }
        if let item = node.child(key: "tabBarItem") {
            controller.tabBarItem = readTabItem(item)
        }
        if let items = node.child(named: "toolbarItems") {
            controller.toolbarItems = items.children(named: "barButtonItem").map { readBarItem($0) }
        }
        readSegues(in: node, trigger: .controller)
        return controller
    }

    mutating func readNavigationItem(_ node: XMLElementNode) -> StoryboardNavigationItem {
        var item = StoryboardNavigationItem()
        item.title = node["title"]
        item.prompt = node["prompt"]
        for child in node.children {
            switch (child.name, child.key) {
            case ("barButtonItem", "leftBarButtonItem"): item.leftItems.append(readBarItem(child))
            case ("barButtonItem", "rightBarButtonItem"): item.rightItems.append(readBarItem(child))
            case ("barButtonItem", "backBarButtonItem"): item.backTitle = child["title"]
            case ("leftBarButtonItems", _):
                item.leftItems += child.children(named: "barButtonItem").map { readBarItem($0) }
            case ("rightBarButtonItems", _):
                item.rightItems += child.children(named: "barButtonItem").map { readBarItem($0) }
            case (_, "titleView"): item.titleView = readView(child)
            default: break
            }
        }
        if let backTitle = node["backButtonTitle"] { item.backTitle = backTitle }
        return item
    }

    mutating func readTabItem(_ node: XMLElementNode) -> StoryboardTabItem {
        var item = StoryboardTabItem()
        item.title = node["title"]
        item.imageName = node["image"]
        item.systemItem = node["systemItem"]
        item.badge = node["badgeValue"]
        item.label = readAccessibility(node).label
        return item
    }

    mutating func readBarItem(_ node: XMLElementNode) -> StoryboardBarItem {
        let id = node.id ?? "\(currentController).item\(node.line)"
        var item = StoryboardBarItem(id: id, line: node.line)
        item.title = node["title"]
        item.systemItem = node["systemItem"]
        item.imageName = node["image"]
        item.style = node["style"]
        item.isEnabled = node["enabled"] != "NO"
        item.accessibility = readAccessibility(node)
        if let custom = node.child(key: "customView") { item.customView = readView(custom) }
        readSegues(in: node, trigger: .barItem(id))
        return item
    }
}
