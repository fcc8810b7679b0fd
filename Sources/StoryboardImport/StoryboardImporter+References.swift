internal import AppSpec
internal import Diagnostics
internal import Foundation
internal import Storyboard

extension StoryboardImporter {
    /// Files a chain of storyboard references follows at most.
    static let maximumReferenceDepth = 4

    /// Follows the storyboard references of `document`'s scenes into the
    /// storyboards beside it (`Name.storyboard` in the same folder, or in a
    /// sibling `Base.lproj`): each reference becomes a copy of the scene it
    /// names (its storyboard identifier, or that file's initial scene), and
    /// the other file's scenes join the app with their ids prefixed by the
    /// file's name, so what the reference shows is audited where it is
    /// written. A file that is not there keeps the reference, which the
    /// audit reviews. Cycles and depth are bounded.
    func following(
        references controllers: [ControllerSpec], of document: StoryboardDocument, visited: Set<String>, depth: Int
    ) -> [ControllerSpec] {
        guard depth < Self.maximumReferenceDepth else { return controllers }
        var result = controllers
        var loaded: [String: (controllers: [ControllerSpec], root: String?)] = [:]
        var replaced: [String: String] = [:]
        for spec in controllers where spec.reference != nil {
            guard let source = document.controller(spec.objectID ?? spec.id), let name = source.referencedStoryboard,
                let path = Self.referencedFile(name, beside: document.file), !visited.contains(path)
            else { continue }
            if loaded[path] == nil {
                guard let other = try? StoryboardParser(options: options).load(path: path) else { continue }
                let translated = StoryboardTranslator(document: other).translate()
                let inner = following(
                    references: translated.controllers, of: other, visited: visited.union([path]), depth: depth + 1)
                var taken = Self.viewIDs(result)
                let renamed = inner.map { Self.joining($0, file: name, taken: &taken) }
                loaded[path] = (renamed, translated.root.map { "\(name): \($0)" })
                result += renamed
            }
            guard let app = loaded[path] else { continue }
            let target =
                source.referencedIdentifier.flatMap { identifier in
                    app.controllers.first { $0.storyboardID == identifier }
                }
                ?? app.root.flatMap { root in app.controllers.first { $0.id == root } }
            if let target { replaced[spec.id] = target.id }
        }
        guard !replaced.isEmpty else { return result }
        // What pointed at a followed reference points at the scene it names.
        let rename = { (id: String) in replaced[id] ?? id }
        return result.filter { replaced[$0.id] == nil }.map { Self.retargeted($0, rename) }
    }

    /// `spec` with every controller it names (contents, children, segue
    /// destinations) passed through `rename`.
    static func retargeted(_ spec: ControllerSpec, _ rename: (String) -> String) -> ControllerSpec {
        var spec = spec
        spec.content = spec.content.renamingControllers(rename)
        spec.children = spec.children.map { ControllerSpec.ChildSpec(controller: rename($0.controller), in: $0.in) }
        spec.segues = spec.segues.map { entry in
            var entry = entry
            entry.spec.destination = entry.spec.destination.map(rename)
            return entry
        }
        return spec
    }

    /// The view ids `controllers` use.
    static func viewIDs(_ controllers: [ControllerSpec]) -> Set<String> {
        var ids: Set<String> = []
        var pending = controllers.flatMap {
            $0.views + $0.navigationItemViews + $0.toolbarItems + ($0.rootView.map { [$0] } ?? [])
        }
        while let view = pending.popLast() {
            if let id = view.id { ids.insert(id) }
            pending += view.subviews
        }
        return ids
    }

    /// A scene of another file joining the app: its id and every controller
    /// it names take the file's name ("Onboarding: Welcome"), and a view id
    /// another file already uses takes it too ("Done (Onboarding)").
    static func joining(_ spec: ControllerSpec, file name: String, taken: inout Set<String>) -> ControllerSpec {
        let rename = { (id: String) in "\(name): \(id)" }
        var spec = retargeted(spec, rename)
        spec.id = rename(spec.id)
        var views: [String: String] = [:]
        func unique(_ view: ViewSpec) -> ViewSpec {
            var view = view
            if let id = view.id {
                if taken.contains(id) {
                    var candidate = "\(id) (\(name))"
                    var number = 2
                    while taken.contains(candidate) {
                        candidate = "\(id) (\(name) \(number))"
                        number += 1
                    }
                    views[id] = candidate
                    view.objectID = view.objectID ?? id
                    view.id = candidate
                }
                taken.insert(view.id ?? id)
            }
            view.subviews = view.subviews.map(unique)
            return view
        }
        spec.transformViewRoots(unique)
        if !views.isEmpty {
            func reorder(_ view: ViewSpec) -> ViewSpec {
                var view = view
                view.elements = view.elements?.map { views[$0] ?? $0 }
                view.subviews = view.subviews.map(reorder)
                return view
            }
            spec.transformViewRoots(reorder)
        }
        return spec
    }

    /// `Name.storyboard` beside `file`, or in a `Base.lproj` beside it or
    /// beside its folder.
    static func referencedFile(_ name: String, beside file: String) -> String? {
        let folder = (file as NSString).deletingLastPathComponent
        let parent = (folder as NSString).deletingLastPathComponent
        let candidates = [
            (folder as NSString).appendingPathComponent("\(name).storyboard"),
            (folder as NSString).appendingPathComponent("Base.lproj/\(name).storyboard"),
            (parent as NSString).appendingPathComponent("Base.lproj/\(name).storyboard"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }.map {
            ($0 as NSString).standardizingPath
        }
    }
}
