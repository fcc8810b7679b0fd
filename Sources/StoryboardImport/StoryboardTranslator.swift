internal import AppModel
public import AppSpec
internal import Diagnostics
public import Storyboard

/// Turns an imported storyboard into the scenario model: one
/// ``ControllerSpec`` per scene, containment from relationship segues,
/// declared segues with their triggers wired to `activate` handlers, and
/// unwind actions given to the controllers that most likely implement them.
public struct StoryboardTranslator: Sendable {
    /// What a translation gives.
    public struct Result: Sendable {
        /// Controllers in scene order.
        public var controllers: [ControllerSpec]
        /// The controller the app starts with.
        public var root: String?
        /// Whether the document targets iPad.
        public var isPad: Bool
    }

    /// The document.
    public let document: StoryboardDocument
    /// Segue keys (identifier when unique in its controller, else object id) by segue id.
    let segueKeys: [String: String]
    /// View or bar item id -> segue fired by activating it.
    let activateSegues: [String: StoryboardSegue]
    /// Cell id -> segue fired by its accessory button.
    let accessorySegues: [String: StoryboardSegue]
    /// Controllers shown inside a navigation controller (its root, and what
    /// those push), by the navigation controller's id.
    let navigationOf: [String: String]

    /// Prepares a translation of `document`.
    public init(document: StoryboardDocument) {
        self.document = document
        var keys: [String: String] = [:]
        var activate: [String: StoryboardSegue] = [:]
        var accessory: [String: StoryboardSegue] = [:]
        let bySource = Dictionary(
            grouping: document.segues.filter { $0.kind != .relationship && $0.kind != .embed }, by: \.source)
        for (_, segues) in bySource {
            let identifiers = segues.compactMap(\.identifier).filter { !$0.isEmpty }
            for segue in segues {
                if let identifier = segue.identifier, !identifier.isEmpty,
                    identifiers.filter({ $0 == identifier }).count == 1
                {
                    keys[segue.id] = identifier
                } else {
                    keys[segue.id] = segue.id
                }
                switch segue.trigger {
                case .view(let id), .barItem(let id): if activate[id] == nil { activate[id] = segue }
                case .gesture(_, let views): for id in views where activate[id] == nil { activate[id] = segue }
                case .accessory(let id): if accessory[id] == nil { accessory[id] = segue }
                case .controller: break
                }
            }
        }
        segueKeys = keys
        activateSegues = activate
        accessorySegues = accessory
        navigationOf = Self.navigationMembership(document)
    }

    /// Which navigation controller shows each controller: the stack roots,
    /// then what they show or push, breadth first with a visited set, so
    /// segue cycles end.
    static func navigationMembership(_ document: StoryboardDocument) -> [String: String] {
        var owner: [String: String] = [:]
        var pending: [String] = []
        for segue in document.segues where segue.kind == .relationship && segue.relationship == "rootViewController" {
            guard document.controller(segue.source)?.kind == .navigation, owner[segue.destination] == nil else {
                continue
            }
            owner[segue.destination] = segue.source
            pending.append(segue.destination)
        }
        let shows = Dictionary(grouping: document.segues.filter { $0.kind == .show }, by: \.source)
        var index = 0
        while index < pending.count {
            let current = pending[index]
            index += 1
            for segue in shows[current] ?? []
            where owner[segue.destination] == nil && document.controller(segue.destination)?.kind != .navigation {
                owner[segue.destination] = owner[current]
                pending.append(segue.destination)
            }
        }
        return owner
    }

    /// How far the document's safe-area top sits below the root view's top:
    /// what a top-level subview's saved y includes that the simulated
    /// device's own insets and bars replace. A root view saved below the bars
    /// (pre-iOS 7 documents, opaque bars, no extended edges) has nothing to
    /// remove; one saved at the top of the screen has the design device's
    /// status bar, and the navigation bar when one covers it.
    func designContentTop(_ controller: StoryboardController) -> Double {
        guard let root = controller.rootView, (root.frame?.minY ?? 0) <= 0 else { return 0 }
        var top = document.designTopInset
        let navigation = navigationOf[controller.id].flatMap(document.controller)
        let barShown: Bool
        let opaque: Bool
        switch controller.simulatedTopBar {
        case .navigationBar(let isOpaque)?:
            barShown = true
            opaque = isOpaque
        case .none?:
            barShown = false
            opaque = false
        case nil:
            barShown = navigation.map { !$0.navigationBarHidden } ?? false
            opaque = navigation?.navigationBarOpaque ?? false
        }
        // Under an opaque bar UIKit starts the root view below it (unless told otherwise).
        if barShown, controller.extendsUnderTopBar, !opaque || controller.extendedLayoutIncludesOpaqueBars { top += 44 }
        return top
    }

    /// Translates the document.
    public func translate() -> Result {
        let unwinds = unwindImplementers()
        var controllers = document.controllers.map { controller in
            var spec = translate(controller)
            spec.unwindActions = unwinds[controller.id] ?? []
            return spec
        }
        controllers = controllers.map { spec in
            var spec = spec
            // Containers whose children come from code alone have nothing to show.
            switch spec.content {
            case .navigation(let navigation) where navigation.stack.isEmpty: spec.content = .content
            case .tabBar(let tabBar) where tabBar.tabs.isEmpty: spec.content = .content
            case .split(let split) where split.primary == nil: spec.content = .content
            default: break
            }
            return spec
        }
        let named = readableNames(controllers, root: document.entryControllerID)
        return Result(
            controllers: Self.instancePerContainer(named.controllers), root: named.root, isPad: document.isPad)
    }

    func location(line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: document.file, line: line, column: column)
    }

    private func translate(_ controller: StoryboardController) -> ControllerSpec {
        var spec = ControllerSpec(
            id: controller.id, location: location(line: controller.line, column: controller.column))
        spec.storyboardID = controller.storyboardIdentifier
        spec.restorationID = controller.restorationIdentifier
        spec.title = controller.title ?? controller.navigationItem?.title
        let relationships = document.segues.filter { $0.source == controller.id && $0.kind == .relationship }
        func related(_ name: String) -> [String] {
            relationships.filter { $0.relationship == name }.map(\.destination).filter {
                document.controller($0) != nil
            }
        }
        switch controller.kind {
        case .navigation:
            spec.content = .navigation(
                NavigationContent(
                    stack: Array(related("rootViewController").prefix(1)),
                    toolbarHidden: controller.toolbarShown ? false : nil))
        case .tabBar:
            spec.content = .tabBar(TabBarContent(tabs: related("viewControllers")))
        case .split:
            spec.content = .split(
                SplitContent(
                    primary: related("masterViewController").first,
                    supplementary: related("supplementaryViewController").first,
                    secondary: related("detailViewController").first))
        case .page:
            spec.content = .page(PageContent())
        case .view, .table, .collection, .other:
            spec.content = .content
        case .reference:
            spec.content = .content
            let file = controller.referencedStoryboard.map { "\($0).storyboard" } ?? "this storyboard"
            spec.reference = controller.referencedIdentifier.map { "\(file), scene \($0)" } ?? file
        }
        if let root = controller.rootView {
            spec.canvas = root.frame.map(\.size).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
            if controller.kind == .table || controller.kind == .collection || root.kind == .scrollView
                || root.kind == .tableView
                || root.kind == .collectionView
            {
                var view = translate(root)
                if let frame = root.frame { view.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
                spec.views = [view]
            } else {
                // Saved frames include the design device's bars; the simulated device adds its own.
                let shift = designContentTop(controller)
                spec.views = zip(root.subviews, root.subviews.map(translate)).map { saved, view in
                    guard shift > 0, var frame = view.frame else { return view }
                    var moved = view
                    frame.origin.y -= shift
                    // A scroll view reaching under the bars has its content inset clear of them.
                    if frame.minY < 0, saved.kind.isScrolling, controller.adjustsScrollViewInsets,
                        saved.adjustsContentInset
                    {
                        frame = Rect(x: frame.minX, y: 0, width: frame.width, height: max(0, frame.maxY))
                    }
                    moved.frame = frame
                    return moved
                }
                let rootSpec = translateCommon(
                    root, into: ViewSpec(kind: .view, location: location(line: root.line, column: root.column)))
                if rootSpec.label != nil || rootSpec.isElement != nil || rootSpec.hidden || rootSpec.identifier != nil
                    || !rootSpec.appearance.isEmpty
                {
                    var bare = rootSpec
                    bare.frame = nil
                    bare.id = nil
                    spec.rootView = bare
                }
            }
        }
        if let item = controller.navigationItem {
            var itemSpec = ControllerSpec.NavigationItemSpec()
            itemSpec.title = item.title
            itemSpec.backTitle = item.backTitle
            itemSpec.left = item.leftItems.filter { !$0.isSpace }.map(translate)
            itemSpec.right = item.rightItems.filter { !$0.isSpace }.map(translate)
            itemSpec.titleView = item.titleView.map(translate)
            spec.navigationItem = itemSpec
        }
        spec.toolbarItems = controller.toolbarItems.filter { !$0.isSpace }.map(translate)
        if let tab = controller.tabBarItem {
            let title =
                [tab.label, tab.title].compactMap { $0 }.first { !$0.isEmpty }
                ?? tab.systemItem.map(Self.systemTabTitle)
                ?? (spec.title == nil ? tab.imageName : nil)
            if title != nil || tab.badge != nil {
                spec.tabBarItem = ControllerSpec.TabBarItemSpec(title: title, badge: tab.badge)
            }
        }
        spec.modalPresentationStyle = controller.presentationStyle.flatMap(ModalPresentationStyle.init(rawValue:))
        spec.modalTransitionStyle = controller.transitionStyle.flatMap(ModalTransitionStyle.init(rawValue:))
        spec.definesPresentationContext = controller.definesPresentationContext
        spec.providesPresentationContextTransitionStyle = controller.providesPresentationContextTransitionStyle
        spec.isModalInPresentation = controller.isModalInPresentation
        for segue in document.segues where segue.source == controller.id {
            if segue.kind == .embed {
                if case .view(let container) = segue.trigger, document.controller(segue.destination) != nil {
                    spec.children.append(ControllerSpec.ChildSpec(controller: segue.destination, in: container))
                }
            } else if segue.kind != .relationship, let segueSpec = translate(segue) {
                spec.segues.append(ControllerSpec.SegueEntry(id: segueKeys[segue.id] ?? segue.id, spec: segueSpec))
            }
        }
        return spec
    }

    private func translate(_ segue: StoryboardSegue) -> ControllerSpec.SegueSpec? {
        let destination = segue.kind == .unwind ? nil : segue.destination
        if let destination, document.controller(destination) == nil { return nil }
        var spec = ControllerSpec.SegueSpec(
            kind: segue.kind, destination: destination, style: segue.presentationStyle, blocked: false,
            location: location(line: segue.line))
        spec.transition = segue.transitionStyle
        spec.unwindAction = segue.unwindAction
        return spec
    }

    /// UIKit's titles of system tab bar items.
    static func systemTabTitle(_ item: String) -> String {
        switch item {
        case "mostRecent": "Most Recent"
        case "mostViewed": "Most Viewed"
        case "topRated": "Top Rated"
        default: item.prefix(1).uppercased() + item.dropFirst()
        }
    }
}
