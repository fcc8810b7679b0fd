internal import AppModel
internal import AppSpec

extension StoryboardTranslator {
    /// Clones made for one document at most: containment that cycles stops
    /// here and the validator reports the cycle.
    static let maximumInstances = 2_000

    /// One instance of a controller per container that holds it, as UIKit
    /// instantiates one per relationship or embed segue: the first container
    /// in file order keeps the controller, each later one gets a copy whose
    /// id (and whose views' ids) add `@` and the container view's or
    /// container controller's id, so the names are stable.
    static func instancePerContainer(_ controllers: [ControllerSpec]) -> [ControllerSpec] {
        var result = controllers
        let originals = Dictionary(controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var owner: Set<String> = []
        var index = 0
        var clones = 0
        // Which original each clone copies, and what each original contains:
        // a child that contains its container is a cycle, left for the
        // validator to name rather than unrolled into copies.
        var originalOf: [String: String] = [:]
        let contained = originals.mapValues(\.containedIDs)
        func reaches(_ start: String, _ target: String) -> Bool {
            var seen: Set<String> = [start]
            var pending = [start]
            while let next = pending.popLast() {
                if next == target { return true }
                for child in contained[next] ?? [] where seen.insert(child).inserted { pending.append(child) }
            }
            return false
        }
        while index < result.count {
            defer { index += 1 }
            var container = result[index]
            var changed = false
            func instance(_ child: String, slot: String?) -> String {
                guard owner.contains(child) else {
                    owner.insert(child)
                    return child
                }
                if reaches(child, originalOf[container.id] ?? container.id) { return child }
                let suffix = slot ?? container.id
                let cloneID = "\(child)@\(suffix)"
                guard clones < maximumInstances,
                    let original = originals[child] ?? result.first(where: { $0.id == child }),
                    !result.contains(where: { $0.id == cloneID })
                else { return child }
                clones += 1
                result.append(clone(original, id: cloneID, suffix: suffix))
                originalOf[cloneID] = originalOf[child] ?? child
                owner.insert(cloneID)
                changed = true
                return cloneID
            }
            container.content = container.content.renamingControllers { instance($0, slot: nil) }
            container.children = container.children.map {
                ControllerSpec.ChildSpec(controller: instance($0.controller, slot: $0.in), in: $0.in)
            }
            if changed { result[index] = container }
        }
        return result
    }

    /// `spec` as a second instance: its id and its views' ids carry `suffix`.
    private static func clone(_ spec: ControllerSpec, id: String, suffix: String) -> ControllerSpec {
        var copy = spec
        copy.id = id
        copy.objectID = spec.objectID.map { "\($0)@\(suffix)" }
        copy.storyboardID = nil
        copy.restorationID = spec.restorationID.map { "\($0)@\(suffix)" }
        func renamed(_ view: ViewSpec) -> ViewSpec {
            var view = view
            view.id = view.id.map { "\($0)@\(suffix)" }
            view.objectID = view.objectID.map { "\($0)@\(suffix)" }
            view.subviews = view.subviews.map(renamed)
            return view
        }
        copy.transformViewRoots(renamed)
        copy.children = spec.children.map {
            ControllerSpec.ChildSpec(controller: $0.controller, in: $0.in.map { "\($0)@\(suffix)" })
        }
        return copy
    }
}
