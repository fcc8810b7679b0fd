internal import AppModel
internal import AppSpec
internal import Yams

/// Writes an app definition (controllers and views) in the scenario format:
/// the inverse of ``ScenarioLoader``, so loading what it writes gives an
/// equal spec. Keys are named by the spec layer's key tables.
public struct ScenarioWriter {
    typealias B = YAMLBuilder

    func controllers(_ controllers: [ControllerSpec]) -> Node {
        B.map(controllers.map { ($0.id, controller($0)) })
    }

    func controller(_ spec: ControllerSpec) -> Node {
        var pairs: [(ControllerKey, Node)] = []
        if spec.kind != .content { pairs.append((.type, B.string(spec.kind.rawValue))) }
        if let title = spec.title { pairs.append((.title, B.string(title))) }
        if let id = spec.storyboardID { pairs.append((.storyboardId, B.string(id))) }
        if let id = spec.objectID { pairs.append((.objectId, B.string(id))) }
        if let id = spec.restorationID { pairs.append((.restorationId, B.string(id))) }
        if let name = spec.restorationClass { pairs.append((.restorationClass, B.string(name))) }
        if spec.isCaptured { pairs.append((.captured, B.bool(true))) }
        if let canvas = spec.canvas { pairs.append((.canvas, B.flow([canvas.width, canvas.height].map(B.number)))) }
        if spec.estimatedLayout { pairs.append((.estimatedLayout, B.bool(true))) }
        if let reference = spec.reference { pairs.append((.reference, B.string(reference))) }
        pairs += contentPairs(spec.content)
        if let style = spec.modalPresentationStyle { pairs.append((.modalPresentationStyle, B.string(style.rawValue))) }
        if let transition = spec.modalTransitionStyle {
            pairs.append((.modalTransitionStyle, B.string(transition.rawValue)))
        }
        if spec.definesPresentationContext { pairs.append((.definesPresentationContext, B.bool(true))) }
        if spec.providesPresentationContextTransitionStyle {
            pairs.append((.providesPresentationContextTransitionStyle, B.bool(true)))
        }
        if spec.isModalInPresentation { pairs.append((.isModalInPresentation, B.bool(true))) }
        if let item = spec.navigationItem { pairs.append((.navigationItem, navigationItem(item))) }
        if !spec.toolbarItems.isEmpty { pairs.append((.toolbarItems, B.list(spec.toolbarItems.map(view)))) }
        if case .navigation(let navigation) = spec.content, let hidden = navigation.toolbarHidden {
            pairs.append((.toolbarHidden, B.bool(hidden)))
        }
        if let tab = spec.tabBarItem {
            var tabPairs: [(String, Node)] = []
            if let title = tab.title { tabPairs.append(("title", B.string(title))) }
            if let badge = tab.badge { tabPairs.append(("badge", B.string(badge))) }
            pairs.append((.tabBarItem, B.map(tabPairs, flow: true)))
        }
        if !spec.unwindActions.isEmpty { pairs.append((.unwindActions, B.flow(spec.unwindActions.map(B.string)))) }
        if !spec.segues.isEmpty {
            pairs.append((.segues, B.map(spec.segues.map { ($0.id, segue($0.spec)) })))
        }
        if !spec.children.isEmpty {
            pairs.append(
                (
                    .children,
                    B.list(
                        spec.children.map { child in
                            B.map(
                                [("controller", B.string(child.controller))]
                                    + (child.in.map { [("in", B.string($0))] } ?? []), flow: true)
                        })
                ))
        }
        if !spec.handlers.isEmpty { pairs.append((.on, handlers(spec.handlers))) }
        if let root = spec.rootView { pairs.append((.rootView, B.map(commonPairs(root, rootView: true)))) }
        if !spec.views.isEmpty { pairs.append((.views, B.list(spec.views.map(view)))) }
        return B.map(pairs.map { ($0.0.rawValue, $0.1) })
    }

    /// The keys of the controller's type.
    private func contentPairs(_ content: ControllerContent) -> [(ControllerKey, Node)] {
        switch content {
        case .navigation(let navigation): return [(.stack, B.flow(navigation.stack.map(B.string)))]
        case .tabBar(let tabBar):
            var pairs: [(ControllerKey, Node)] = [(.tabs, B.flow(tabBar.tabs.map(B.string)))]
            if tabBar.selected != 0 { pairs.append((.selected, B.int(tabBar.selected))) }
            return pairs
        case .split(let split):
            var pairs: [(ControllerKey, Node)] = []
            if let primary = split.primary { pairs.append((.primary, B.string(primary))) }
            if let supplementary = split.supplementary { pairs.append((.supplementary, B.string(supplementary))) }
            if let secondary = split.secondary { pairs.append((.secondary, B.string(secondary))) }
            return pairs
        case .page(let page):
            var pairs: [(ControllerKey, Node)] = [(.pages, B.flow(page.pages.map(B.string)))]
            if page.current != 0 { pairs.append((.current, B.int(page.current))) }
            return pairs
        case .alert(let alert): return [(.alert, self.alert(alert))]
        case .content, .container: return []
        }
    }

    private func alert(_ alert: ControllerSpec.AlertSpec) -> Node {
        var pairs: [(String, Node)] = []
        if let title = alert.title { pairs.append(("title", B.string(title))) }
        if let message = alert.message { pairs.append(("message", B.string(message))) }
        if alert.style != .alert { pairs.append(("style", B.string(alert.style.rawValue))) }
        pairs.append(
            (
                "actions",
                B.list(
                    alert.actions.map { action in
                        var fields: [(String, Node)] = [("title", B.string(action.title))]
                        if action.style != .default { fields.append(("style", B.string(action.style.rawValue))) }
                        if let actions = action.handler { fields.append(("do", handler(actions))) }
                        return B.map(fields, flow: true)
                    })
            ))
        return B.map(pairs)
    }

    private func navigationItem(_ item: ControllerSpec.NavigationItemSpec) -> Node {
        var pairs: [(String, Node)] = []
        if let title = item.title { pairs.append(("title", B.string(title))) }
        if let back = item.backTitle { pairs.append(("backTitle", B.string(back))) }
        if !item.left.isEmpty { pairs.append(("left", B.list(item.left.map(view)))) }
        if !item.right.isEmpty { pairs.append(("right", B.list(item.right.map(view)))) }
        if let titleView = item.titleView { pairs.append(("titleView", view(titleView))) }
        return B.map(pairs)
    }

    private func segue(_ spec: ControllerSpec.SegueSpec) -> Node {
        var pairs: [(String, Node)] = [("kind", B.string(spec.kind.rawValue))]
        if let destination = spec.destination { pairs.append(("destination", B.string(destination))) }
        if let style = spec.style { pairs.append(("style", B.string(style.rawValue))) }
        if let transition = spec.transition { pairs.append(("transition", B.string(transition.rawValue))) }
        if let action = spec.unwindAction { pairs.append(("unwindAction", B.string(action))) }
        if let container = spec.containerView { pairs.append(("in", B.string(container))) }
        if spec.blocked { pairs.append(("blocked", B.bool(true))) }
        return B.map(pairs, flow: true)
    }

    /// An `on:` mapping: events in name order, `scroll` among them by direction.
    func handlers(_ set: HandlerSet) -> Node {
        var events = set.byEvent.keys.sorted { $0.rawValue < $1.rawValue }.map {
            ($0.rawValue, handler(set.byEvent[$0] ?? HandlerSpec(actions: [])))
        }
        if !set.scroll.isEmpty {
            let scroll: Node
            if set.scroll.count == 1, let any = set.scroll["any"] {
                scroll = handler(any)
            } else {
                scroll = B.map(
                    set.scroll.keys.sorted().map { ($0, handler(set.scroll[$0] ?? HandlerSpec(actions: []))) },
                    flow: true)
            }
            events.append(("scroll", scroll))
            events.sort { $0.0 < $1.0 }
        }
        return B.map(events, flow: true)
    }

    func handler(_ spec: HandlerSpec) -> Node {
        B.flow(spec.actions.map(StepWriter.node))
    }
}
