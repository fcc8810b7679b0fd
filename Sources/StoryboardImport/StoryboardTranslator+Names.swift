internal import AppModel
internal import AppSpec
internal import Foundation
internal import Storyboard

extension StoryboardTranslator {
    /// Renames controllers and views from Interface Builder object ids
    /// (`mGg-KB-Kzc`) to names a person reads, keeping each object id as
    /// `objectID` so steps, expectations and configurations that use it still
    /// work. A controller is named by its storyboard identifier, restoration
    /// identifier, custom class, title, navigation title or the name it has
    /// in Interface Builder's outline (`userLabel`), or for a storyboard
    /// reference the scene or file it stands for; a view by its
    /// accessibility identifier, label, title, placeholder, the outlet
    /// property that holds it, its outline name, image or custom class.
    /// Names are unique
    /// in the document (a repeat gets " 2", " 3", … in file order) and never
    /// another object's id, so they are stable from run to run. Something
    /// with no better name keeps its object id.
    func readableNames(_ controllers: [ControllerSpec], root: String?) -> (controllers: [ControllerSpec], root: String?)
    {
        var taken = Set(controllers.map(\.id))
        var controllerNames: [String: String] = [:]
        for spec in controllers {
            let source = document.controller(spec.id)
            let candidates =
                [
                    spec.storyboardID, spec.restorationID, source?.customClass, spec.title, spec.navigationItem?.title,
                    source?.userLabel,
                    source?.referencedIdentifier, source?.referencedStoryboard,
                ]
                + [Self.firstText(of: spec.views).map { "\($0) Screen" }]
            guard let name = Self.unique(candidates, own: spec.id, taken: &taken) else { continue }
            controllerNames[spec.id] = name
        }
        // Containers with no name of their own are named after what they hold.
        for spec in controllers where controllerNames[spec.id] == nil {
            let held = spec.content.controllerIDs.first.map { controllerNames[$0] ?? $0 }
            let candidate: String? =
                switch spec.kind {
                case .navigation: held.map { "\($0) Navigation" }
                case .tabBar: "Tabs"
                case .split: held.map { "\($0) Split" } ?? "Split"
                case .page: held.map { "\($0) Pages" } ?? "Pages"
                default: nil
                }
            if let name = Self.unique([candidate], own: spec.id, taken: &taken) { controllerNames[spec.id] = name }
        }
        var viewIDs: Set<String> = []
        for spec in controllers {
            Self.collectIDs(spec.views + spec.navigationItemViews + (spec.rootView.map { [$0] } ?? []), into: &viewIDs)
        }
        var viewTaken = viewIDs
        var viewNames: [String: String] = [:]
        let sources = documentViews()
        func nameViews(_ views: [ViewSpec]) {
            for view in views {
                if let id = view.id {
                    let source = sources[id]
                    let candidates = [
                        view.identifier, view.label, view.title, view.placeholder, source?.outlet?.property,
                        source?.userLabel, view.imageName,
                        source?.customClass,
                        source.flatMap { $0.element.hasSuffix("CellContentView") ? "contentView" : nil },
                    ]
                    if let name = Self.unique(candidates, own: id, taken: &viewTaken) { viewNames[id] = name }
                }
                nameViews(view.subviews)
            }
        }
        for spec in controllers { nameViews(spec.views + spec.navigationItemViews) }
        let controller = { (id: String) in controllerNames[id] ?? id }
        let view = { (id: String) in viewNames[id] ?? id }
        let renamed = controllers.map { spec -> ControllerSpec in
            var spec = spec
            if let name = controllerNames[spec.id] {
                spec.objectID = spec.id
                spec.id = name
            }
            spec.content = spec.content.renamingControllers(controller)
            spec.children = spec.children.map {
                ControllerSpec.ChildSpec(controller: controller($0.controller), in: $0.in.map(view))
            }
            spec.segues = spec.segues.map { segue in
                var segue = segue
                segue.spec.destination = segue.spec.destination.map(controller)
                segue.spec.containerView = segue.spec.containerView.map(view)
                return segue
            }
            spec.views = spec.views.map { Self.rename($0, viewNames) }
            spec.rootView = spec.rootView.map { Self.rename($0, viewNames) }
            spec.toolbarItems = spec.toolbarItems.map { Self.rename($0, viewNames) }
            if var item = spec.navigationItem {
                item.left = item.left.map { Self.rename($0, viewNames) }
                item.right = item.right.map { Self.rename($0, viewNames) }
                item.titleView = item.titleView.map { Self.rename($0, viewNames) }
                spec.navigationItem = item
            }
            return spec
        }
        return (renamed, root.map(controller))
    }

    /// Whether `id` looks like an Interface Builder object id (`mGg-KB-Kzc`,
    /// or the plain numbers of old documents) rather than a name someone chose.
    static func isObjectID(_ id: String) -> Bool {
        if !id.isEmpty, id.allSatisfy(\.isNumber) { return true }
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.map(\.count) == [3, 2, 3]
            && parts.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }

    /// The first usable candidate, made unique among `taken` (which it
    /// joins); nil for an id that is already a chosen name.
    private static func unique(_ candidates: [String?], own: String, taken: inout Set<String>) -> String? {
        guard isObjectID(own) else { return nil }
        guard
            let base = candidates.lazy.compactMap({ $0?.trimmingWhitespaceAndNewlines() })
                .first(where: { !$0.isEmpty && $0.count <= 60 && !$0.contains("\n") && $0 != own })
        else { return nil }
        var name = base
        var number = 2
        while taken.contains(name) {
            name = "\(base) \(number)"
            number += 1
        }
        taken.insert(name)
        return name
    }

    /// The first text a screen shows, for naming a scene that has no name.
    private static func firstText(of views: [ViewSpec]) -> String? {
        var pending = Array(views.reversed())
        while let view = pending.popLast() {
            if view.kind == .text || view.kind == .heading, let title = view.title, !title.isEmpty, title.count <= 40,
                !title.contains("\n")
            {
                return title
            }
            pending += view.subviews.reversed()
        }
        return nil
    }

    /// Every view of the document by object id (a bounded walk).
    private func documentViews() -> [String: StoryboardView] {
        var views: [String: StoryboardView] = [:]
        var pending = document.controllers.compactMap(\.rootView)
        var visited = 0
        while let view = pending.popLast(), visited < 1_000_000 {
            visited += 1
            if views[view.id] == nil { views[view.id] = view }
            pending += view.subviews
        }
        return views
    }

    private static func collectIDs(_ views: [ViewSpec], into ids: inout Set<String>) {
        var pending = views
        while let view = pending.popLast() {
            if let id = view.id { ids.insert(id) }
            pending += view.subviews
        }
    }

    private static func rename(_ view: ViewSpec, _ names: [String: String]) -> ViewSpec {
        var view = view
        if let id = view.id, let name = names[id] {
            view.objectID = id
            view.id = name
        }
        view.elements = view.elements?.map { names[$0] ?? $0 }
        view.subviews = view.subviews.map { rename($0, names) }
        return view
    }
}
