internal import AppSpec
internal import AppModel
internal import Yams

/// Writes an app definition (controllers and views) in the scenario format,
/// the inverse of ``ScenarioLoader`` for everything an import produces.
public struct ScenarioWriter {
    typealias B = YAMLBuilder

    func controllers(_ controllers: [ControllerSpec]) -> Node {
        B.map(controllers.map { ($0.id, controller($0)) })
    }

    func controller(_ spec: ControllerSpec) -> Node {
        var pairs: [(String, Node)] = []
        if spec.kind != .content { pairs.append(("type", B.string(spec.kind.rawValue))) }
        if let title = spec.title { pairs.append(("title", B.string(title))) }
        if let id = spec.storyboardID { pairs.append(("storyboardId", B.string(id))) }
        if let id = spec.objectID { pairs.append(("objectId", B.string(id))) }
        if let id = spec.restorationID { pairs.append(("restorationId", B.string(id))) }
        if spec.isCaptured { pairs.append(("captured", B.bool(true))) }
        if let canvas = spec.canvas { pairs.append(("canvas", B.flow([canvas.width, canvas.height].map(B.number)))) }
        switch spec.kind {
        case .navigation: pairs.append(("stack", B.flow(spec.stack.map(B.string))))
        case .tabBar:
            pairs.append(("tabs", B.flow(spec.tabs.map(B.string))))
            if spec.selected != 0 { pairs.append(("selected", B.int(spec.selected))) }
        case .split:
            if let primary = spec.primary { pairs.append(("primary", B.string(primary))) }
            if let supplementary = spec.supplementary { pairs.append(("supplementary", B.string(supplementary))) }
            if let secondary = spec.secondary { pairs.append(("secondary", B.string(secondary))) }
        case .page:
            pairs.append(("pages", B.flow(spec.pages.map(B.string))))
        default: break
        }
        if let style = spec.modalPresentationStyle { pairs.append(("modalPresentationStyle", B.string(style.rawValue))) }
        if let transition = spec.modalTransitionStyle { pairs.append(("modalTransitionStyle", B.string(transition.rawValue))) }
        if spec.definesPresentationContext { pairs.append(("definesPresentationContext", B.bool(true))) }
        if spec.providesPresentationContextTransitionStyle { pairs.append(("providesPresentationContextTransitionStyle", B.bool(true))) }
        if spec.isModalInPresentation { pairs.append(("isModalInPresentation", B.bool(true))) }
        if let item = spec.navigationItem { pairs.append(("navigationItem", navigationItem(item))) }
        if !spec.toolbarItems.isEmpty { pairs.append(("toolbarItems", B.list(spec.toolbarItems.map(view)))) }
        if let hidden = spec.toolbarHidden { pairs.append(("toolbarHidden", B.bool(hidden))) }
        if let tab = spec.tabBarItem {
            var tabPairs: [(String, Node)] = []
            if let title = tab.title { tabPairs.append(("title", B.string(title))) }
            if let badge = tab.badge { tabPairs.append(("badge", B.string(badge))) }
            pairs.append(("tabBarItem", B.map(tabPairs, flow: true)))
        }
        if !spec.unwindActions.isEmpty { pairs.append(("unwindActions", B.flow(spec.unwindActions.map(B.string)))) }
        if !spec.segues.isEmpty {
            pairs.append(("segues", B.map(spec.segues.map { ($0.id, segue($0.spec)) })))
        }
        if !spec.children.isEmpty {
            pairs.append(("children", B.list(spec.children.map { child in
                B.map([("controller", B.string(child.controller))] + (child.in.map { [("in", B.string($0))] } ?? []), flow: true)
            })))
        }
        if let root = spec.rootView { pairs.append(("rootView", B.map(commonPairs(root)))) }
        if !spec.views.isEmpty { pairs.append(("views", B.list(spec.views.map(view)))) }
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

    func view(_ spec: ViewSpec) -> Node {
        var pairs: [(String, Node)] = []
        if spec.kind == .segmented {
            pairs.append(("segmented", B.flow(spec.segments.map(B.string))))
        } else {
            pairs.append((spec.kind.rawValue, B.optional(spec.title)))
        }
        pairs += commonPairs(spec)
        let numeric = spec.kind.isNumeric
        if numeric, let value = spec.numericValue { pairs.append(("value", B.number(value))) }
        if let spoken = spec.spokenValue { pairs.append(("spokenValue", B.string(spoken))) }
        if let isOn = spec.isOn { pairs.append(("isOn", B.bool(isOn))) }
        if let animating = spec.animating { pairs.append(("animating", B.bool(animating))) }
        if !spec.components.isEmpty { pairs.append(("components", B.list(spec.components.map { B.flow($0.map(B.string)) }))) }
        if !spec.selectedRows.isEmpty { pairs.append(("selectedRows", B.flow(spec.selectedRows.map(B.int)))) }
        if let mode = spec.datePickerMode { pairs.append(("mode", B.string(mode.rawValue))) }
        if let style = spec.datePickerStyle { pairs.append(("style", B.string(style.rawValue))) }
        if let date = spec.date {
            let two = { (n: Int) in n < 10 ? "0\(n)" : String(n) }
            pairs.append(("date", B.string("\(date.year)-\(two(date.month))-\(two(date.day)) \(two(date.hour)):\(two(date.minute))")))
        }
        if let hides = spec.hidesWhenStopped { pairs.append(("hidesWhenStopped", B.bool(hides))) }
        if let minimum = spec.minimum { pairs.append(("min", B.number(minimum))) }
        if let maximum = spec.maximum { pairs.append(("max", B.number(maximum))) }
        if let step = spec.step { pairs.append(("step", B.number(step))) }
        if let placeholder = spec.placeholder { pairs.append(("placeholder", B.string(placeholder))) }
        if let image = spec.imageName { pairs.append(("imageName", B.string(image))) }
        if let size = spec.contentSize { pairs.append(("contentSize", B.flow([size.width, size.height].map(B.number)))) }
        if let selected = spec.selected { pairs.append(("selected", B.int(selected))) }
        if let page = spec.page { pairs.append(("page", B.int(page))) }
        if let pages = spec.pages { pairs.append(("pages", B.int(pages))) }
        if let detail = spec.detail { pairs.append(("detail", B.string(detail))) }
        if let accessory = spec.accessory { pairs.append(("accessory", B.string(accessory.rawValue))) }
        if let enabled = spec.enabled { pairs.append(("enabled", B.bool(enabled))) }
        if !spec.handlers.byEvent.isEmpty {
            let events = spec.handlers.byEvent.keys.sorted().map { ($0, handler(spec.handlers.byEvent[$0]!)) }
            pairs.append(("on", B.map(events, flow: true)))
        }
        if !spec.customActions.isEmpty {
            pairs.append(("customActions", B.list(spec.customActions.map { action in
                B.map([("name", B.string(action.name)), ("do", handler(action.handler))], flow: true)
            })))
        }
        if !spec.subviews.isEmpty { pairs.append(("views", B.list(spec.subviews.map(view)))) }
        return B.map(pairs)
    }

    /// Keys every view shares (also a controller's `rootView`).
    private func commonPairs(_ spec: ViewSpec) -> [(String, Node)] {
        var pairs: [(String, Node)] = []
        if let id = spec.id { pairs.append(("id", B.string(id))) }
        if let id = spec.objectID { pairs.append(("objectId", B.string(id))) }
        if let label = spec.label { pairs.append(("label", B.string(label))) }
        let numeric = spec.kind.isNumeric
        if !numeric, let value = spec.value { pairs.append(("value", B.string(value))) }
        if let hint = spec.hint { pairs.append(("hint", B.string(hint))) }
        if let traits = spec.traits { pairs.append(("traits", B.flow(traits.names.map(B.string)))) }
        if !spec.addTraits.isEmpty { pairs.append(("addTraits", B.flow(spec.addTraits.names.map(B.string)))) }
        if let identifier = spec.identifier { pairs.append(("identifier", B.string(identifier))) }
        if let isElement = spec.isElement { pairs.append(("isElement", B.bool(isElement))) }
        if spec.hidden { pairs.append(("hidden", B.bool(true))) }
        if spec.modal { pairs.append(("modal", B.bool(true))) }
        if spec.group { pairs.append(("group", B.bool(true))) }
        if let elements = spec.elements { pairs.append(("elements", B.flow(elements.map(B.string)))) }
        if let alpha = spec.alpha { pairs.append(("alpha", B.number(alpha))) }
        if let frame = spec.frame {
            pairs.append(("frame", B.flow([frame.minX, frame.minY, frame.width, frame.height].map(B.number))))
        }
        pairs += appearancePairs(spec.appearance)
        return pairs
    }

    private func handler(_ spec: HandlerSpec) -> Node {
        B.flow(spec.actions.map(StepWriter.node))
    }
}
