internal import AppModel
internal import AppSpec
internal import Diagnostics

/// Controllers from the top views of an entry: a `NavigationStack` is a
/// navigation controller around its content, a `TabView` a tab bar
/// controller with a controller per tab, anything else one screen. Views
/// get readable ids, as captures do: the accessibility identifier, else the label.
struct ScreenBuilder {
    let name: String
    let location: Diagnostics.SourceLocation
    var controllers: [ControllerSpec] = []
    private(set) var root = ""
    /// Whether the entry's views are laid out right to left (`.environment(\.layoutDirection, .rightToLeft)` around them).
    private(set) var rightToLeft = false
    private var usedIDs: Set<String> = []
    /// The provisional id of the element `.accessibilityFocused` points at.
    static let focusTargetMark = "focus target"
    /// The readable ids of the elements whose focus state holds, in order.
    private(set) var focusTargets: [String] = []
    /// Each tab bar made: its id, its tabs' controllers and tags, and the state its selection is bound to.
    private(set) var tabBars: [(id: String, tabs: [String], tags: [SwiftValue?], selectionKey: String?)] = []
    /// Whether controllers are named apart from views (``uniqueScreen(_:)``).
    var screensNamedApart = false
    private var pendingScreens: Set<String> = []
    /// Rotor entries that name no view of their screen (`"Rotor: id"`).
    private(set) var unmatchedRotorEntries: [String] = []
    /// Provisional rotor-target ids and the readable ids they became, per screen.
    private var rotorTargets: [String: String] = [:]
    /// Whether the screen being built is a tab's: the tab bar takes the bottom of the screen.
    private var inTabs = false
    /// The siblings the next screen built shows around its views.
    private var pendingSiblings: (before: [ViewNode], after: [ViewNode])?

    init(name: String, location: Diagnostics.SourceLocation) {
        self.name = name
        self.location = location
    }

    /// The controllers `nodes` make; `rightToLeft` lays them out right to left whatever the environment says.
    mutating func add(_ nodes: [ViewNode], rightToLeft: Bool = false) {
        var top = nodes
        while top.count == 1, !top[0].rightToLeft, !top[0].children.isEmpty { top = top[0].children }
        self.rightToLeft = rightToLeft || (top.count == 1 && top[0].rightToLeft)
        root = controller(for: nodes, name: name)
    }

    /// Makes the controller `nodes` form; returns its id.
    mutating func controller(for nodes: [ViewNode], name: String) -> String {
        var top = Self.unwrap(nodes)
        // A navigation stack or tab view wrapped in a one-view stack (`ZStack { NavigationStack { … } }`) is still the container.
        if let container = Self.wrappedContainer(top) { top = [container] }
        // `VStack { header; TabView { … } }`: the tab bar controller, the header on each tab's screen.
        var siblings: (before: [ViewNode], after: [ViewNode])?
        if let found = Self.tabViewAmongSiblings(top) {
            top = [found.tabs]
            siblings = (found.before, found.after)
        }
        // A TabView of pages (`.tabViewStyle(.page)`) is one screen: its page and the page indicator.
        if top.count == 1, case .tabView = top[0].kind, top[0].style?.hasPrefix("page") != true {
            var tabs: [String] = []
            inTabs = true
            defer { inTabs = false }
            var selected = 0
            for (index, tab) in Self.unwrap(top[0].children).enumerated() {
                pendingSiblings = siblings
                tabs.append(
                    controller(for: [tab], name: tab.tabTitle ?? tab.innerNavigationTitle ?? "\(name) tab \(index + 1)")
                )
                // `TabView(selection:)`: the tab whose tag is the selection shows first.
                if let selection = top[0].tag, !selection.isUnknown, let tag = tab.tag,
                    SwiftUIEvaluator.same(tag, selection)
                {
                    selected = index
                }
            }
            let id = uniqueScreen(name + " Tabs")
            tabBars.append((id, tabs, Self.unwrap(top[0].children).map(\.tag), top[0].selectionKey))
            append(
                ControllerSpec(
                    id: id, content: .tabBar(TabBarContent(tabs: tabs, selected: selected)), location: location))
            return id
        }
        if top.count == 1, case .navigation = top[0].kind {
            let title = top[0].innerNavigationTitle
            let content = screen(
                top[0].children, name: title ?? name, title: title, tabTitle: nil, top: 0, inNavigation: true)
            let id = uniqueScreen((title ?? name) + " Navigation")
            // SwiftUI shows the bottom toolbar when the screen has bottom-bar items.
            let bottomBar = controllers.first { $0.id == content }.map { !$0.toolbarItems.isEmpty } ?? false
            var navigation = ControllerSpec(
                id: id,
                content: .navigation(NavigationContent(stack: [content], toolbarHidden: bottomBar ? false : nil)),
                location: location)
            if let tab = top[0].tabTitle { navigation.tabBarItem = ControllerSpec.TabBarItemSpec(title: tab) }
            append(navigation)
            return id
        }
        return screen(
            nodes, name: name, title: nodes.lazy.compactMap(\.innerNavigationTitle).first,
            tabTitle: nodes.first?.tabTitle, top: 0)
    }

    mutating func screen(
        _ nodes: [ViewNode], name: String, title: String?, tabTitle: String?, top: Double, inNavigation: Bool = false
    ) -> String {
        let id = uniqueScreen(name)
        var spec = ControllerSpec(id: id, location: location)
        spec.title = title
        if let tabTitle { spec.tabBarItem = ControllerSpec.TabBarItemSpec(title: tabTitle) }
        var layout = SwiftUILayout()
        // An iPhone 15 (844 points tall): the status bar, a navigation bar, then the tab bar or the home indicator.
        layout.visibleHeight = 844 - 47 - (inNavigation ? 44 : 0) - (inTabs ? 83 : 34)
        var nodes = (pendingSiblings?.before ?? []) + nodes + (pendingSiblings?.after ?? [])
        pendingSiblings = nil
        unmatchedRotorEntries += ViewNode.resolveRotors(&nodes)
        rotorTargets = [:]
        spec.views = layout.elements(nodes, top: top + 16).map { readable($0) }
        spec.views = spec.views.map(namingRotorTargets)
        // Right to left, SwiftUI lays every row out from the trailing edge.
        if rightToLeft { spec.views = spec.views.map { Self.mirrored($0, within: layout.width) } }
        // Toolbar items show in a navigation container's bars only, as on iOS.
        let toolbar = inNavigation ? nodes.flatMap(\.innerToolbar) : []
        if !toolbar.isEmpty {
            func items(_ placement: String) -> [ViewSpec] {
                toolbar.filter { $0.placement == placement }.flatMap(\.views).flatMap {
                    layout.build($0, x: 0, y: 0, width: 60, centered: false).specs
                }
                .map { readable($0) }
            }
            var item = ControllerSpec.NavigationItemSpec()
            item.title = title
            item.left = items("leading")
            // UIKit lists trailing items outermost first: the last declared.
            item.right = items("trailing").reversed()
            item.titleView = items("principal").first
            spec.navigationItem = item
            spec.toolbarItems = items("bottom")
        }
        append(spec)
        return id
    }

    /// Adds a controller: its frames come from SwiftUILayout's estimate.
    mutating func append(_ controller: ControllerSpec) {
        var controller = controller
        controller.estimatedLayout = true
        controllers.append(controller)
    }

    /// The view with a readable id: its identifier, else its label or
    /// title, else the name the layout gave it (a picker's title).
    private mutating func readable(_ view: ViewSpec) -> ViewSpec {
        var view = view
        let provisional = view.id
        // A menu picker's label adds the chosen option to its title (`Fruit, Apple`): it is named by its title,
        // which stays when the choice changes.
        let titled = provisional.flatMap { id in view.title?.hasPrefix(id + ", ") == true ? id : nil }
        if let base = view.identifier ?? view.label ?? titled ?? view.title ?? view.id, !base.isEmpty {
            view.id = unique(base)
        } else if view.isElement == true || view.kind != .view && view.kind != .scroll && view.kind != .stack {
            // Nothing names it (a text field with no title): its kind does, so findings still reach its line.
            view.id = unique(view.kind.rawValue)
        }
        if let provisional, provisional.hasPrefix("rotor target "), let id = view.id { rotorTargets[provisional] = id }
        if provisional == Self.focusTargetMark, let id = view.id { focusTargets.append(id) }
        let before = view.subviews.map(\.id)
        view.subviews = view.subviews.map { readable($0) }
        // An explicit element order follows its subviews' new names.
        if let order = view.elements {
            var renamed: [String: String] = [:]
            for (old, new) in zip(before, view.subviews.map(\.id)) { if let old, let new { renamed[old] = new } }
            view.elements = order.map { renamed[$0] ?? $0 }
        }
        return view
    }

    /// `view` with its rotors' targets named by their readable ids; a target
    /// the layout did not mark is left out.
    private func namingRotorTargets(_ view: ViewSpec) -> ViewSpec {
        var view = view
        for index in view.customRotors.indices {
            view.customRotors[index].targets = view.customRotors[index].targets.compactMap { rotorTargets[$0] }
        }
        view.subviews = view.subviews.map(namingRotorTargets)
        return view
    }

    /// `view` placed as a right-to-left layout places it: its frame turned
    /// around within its container's width, its subviews within its own.
    static func mirrored(_ view: ViewSpec, within width: Double) -> ViewSpec {
        var view = view
        if let frame = view.frame {
            view.frame = Rect(
                x: width - frame.minX - frame.width, y: frame.minY, width: frame.width, height: frame.height)
        }
        view.subviews = view.subviews.map { mirrored($0, within: view.frame?.width ?? width) }
        return view
    }

    /// A controller's id: unique among every id so far; with
    /// ``screensNamedApart`` (screens a live run adds after the entry's),
    /// among controllers only, so a pushed "Settings" is not "Settings 2"
    /// for the row that opened it.
    mutating func uniqueScreen(_ base: String) -> String {
        guard screensNamedApart else { return unique(base) }
        var candidate = base
        var count = 1
        while controllers.contains(where: { $0.id == candidate }) || pendingScreens.contains(candidate) {
            count += 1
            candidate = "\(base) \(count)"
        }
        pendingScreens.insert(candidate)
        return candidate
    }

    mutating func unique(_ base: String) -> String {
        var candidate = base
        var count = 1
        while usedIDs.contains(candidate) {
            count += 1
            candidate = "\(base) \(count)"
        }
        usedIDs.insert(candidate)
        return candidate
    }

    /// The navigation stack or tab view inside one-child stacks and groups
    /// that say nothing of their own, if that is all there is.
    static func wrappedContainer(_ nodes: [ViewNode]) -> ViewNode? {
        var current = unwrap(nodes)
        var depth = 0
        while current.count == 1, depth < 40 {
            switch current[0].kind {
            case .navigation, .tabView: return depth == 0 ? nil : current[0]
            case .zStack, .stack, .group:
                let node = current[0]
                guard node.label == nil, node.childBehavior == nil, !node.hidden, node.navigationTitle == nil,
                    node.toolbar.isEmpty
                else { return nil }
                current = unwrap(node.children)
                depth += 1
            default: return nil
            }
        }
        return nil
    }

    /// A tab view (not of pages) that is one of the views of a vertical
    /// stack or a `ZStack` (a player bar over the tabs), or of the entry,
    /// with the views before and after it.
    static func tabViewAmongSiblings(_ nodes: [ViewNode]) -> (before: [ViewNode], tabs: ViewNode, after: [ViewNode])? {
        var current = unwrap(nodes)
        var depth = 0
        while current.count == 1, depth < 40, current[0].kind == .stack(vertical: true) || current[0].kind == .zStack,
            current[0].label == nil, current[0].childBehavior == nil, !current[0].hidden
        {
            current = unwrap(current[0].children)
            depth += 1
        }
        guard current.count > 1 else { return nil }
        let found = current.indices.filter {
            if case .tabView = current[$0].kind, current[$0].style?.hasPrefix("page") != true {
                return !unwrap(current[$0].children).isEmpty
            }
            return false
        }
        guard found.count == 1, let index = found.first else { return nil }
        return (Array(current[..<index]), current[index], Array(current[(index + 1)...]))
    }

    /// Transparent groups with one child opened up to what they hold.
    static func unwrap(_ nodes: [ViewNode]) -> [ViewNode] {
        var nodes = nodes
        while nodes.count == 1, case .group = nodes[0].kind, nodes[0].childBehavior == nil,
            nodes[0].tabTitle == nil || nodes[0].children.count == 1
        {
            let tab = nodes[0].tabTitle
            nodes = nodes[0].children
            if let tab, nodes.count == 1 { nodes[0].tabTitle = nodes[0].tabTitle ?? tab }
        }
        return nodes
    }
}
