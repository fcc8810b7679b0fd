internal import AppModel
internal import Foundation

/// Gives captured views the ids steps and expectations use: the
/// accessibility identifier, else the label (or title or placeholder), else
/// the kind, made unique within the capture (" 2", " 3", … in capture
/// order), so `focus: Keyboards` works on an imported screen.
enum CaptureNames {
    /// `views` with ids, in capture order.
    static func assign(_ views: [ViewSpec], taken: Set<String> = []) -> [ViewSpec] {
        var taken = taken
        func name(_ view: ViewSpec) -> String {
            let candidates = [view.identifier, view.title, view.label, view.placeholder, view.kind.rawValue]
            let base = candidates.lazy.compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
                .first { !$0.isEmpty && $0.count <= 60 && !$0.contains("\n") } ?? view.kind.rawValue
            var candidate = base
            var number = 2
            while taken.contains(candidate) {
                candidate = "\(base) \(number)"
                number += 1
            }
            taken.insert(candidate)
            return candidate
        }
        // Depth-first in capture order, with an explicit stack of paths.
        var result = views
        var pending: [[Int]] = (0..<views.count).reversed().map { [$0] }
        while let path = pending.popLast() {
            let view = Self.view(at: path, in: result)
            Self.update(at: path, in: &result) { $0.id = name(view) }
            for index in (0..<view.subviews.count).reversed() { pending.append(path + [index]) }
        }
        // Bars the translator marked (a group with an empty `elements`) list their items by x.
        pending = (0..<result.count).reversed().map { [$0] }
        while let path = pending.popLast() {
            let view = Self.view(at: path, in: result)
            if view.group, view.elements?.isEmpty == true {
                let ordered = view.subviews.enumerated().sorted { a, b in
                    let (ax, bx) = (a.element.frame?.minX ?? 0, b.element.frame?.minX ?? 0)
                    return ax == bx ? a.offset < b.offset : ax < bx
                }
                Self.update(at: path, in: &result) { $0.elements = ordered.compactMap(\.element.id) }
            }
            for index in (0..<view.subviews.count).reversed() { pending.append(path + [index]) }
        }
        return result
    }

    private static func view(at path: [Int], in views: [ViewSpec]) -> ViewSpec {
        var view = views[path[0]]
        for index in path.dropFirst() { view = view.subviews[index] }
        return view
    }

    private static func update(at path: [Int], in views: inout [ViewSpec], _ change: (inout ViewSpec) -> Void) {
        if path.count == 1 {
            change(&views[path[0]])
            return
        }
        update(at: Array(path.dropFirst()), in: &views[path[0]].subviews, change)
    }
}
