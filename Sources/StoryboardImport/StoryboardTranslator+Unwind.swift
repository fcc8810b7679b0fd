internal import AppModel
internal import Storyboard

extension StoryboardTranslator {
    /// Which controllers implement each unwind action. The action lives in
    /// code, so this is a heuristic: a controller whose class, storyboard
    /// identifier or title matches the action's name (`unwindToTokens:` and
    /// `TokensViewController`); failing that, every content controller from
    /// which the unwinding scene can be reached, so that at run time the
    /// nearest one on the way back receives it, as UIKit's search would.
    func unwindImplementers() -> [String: [String]] {
        var result: [String: [String]] = [:]
        var predecessors: [String: Set<String>] = [:]
        for segue in document.segues where segue.kind != .unwind {
            predecessors[segue.destination, default: []].insert(segue.source)
        }
        let contentKinds: Set<StoryboardController.Kind> = [.view, .table, .collection, .other]
        for segue in document.segues where segue.kind == .unwind {
            guard let action = segue.unwindAction else { continue }
            var targets = controllers(named: action)
            if targets.isEmpty {
                var seen: Set<String> = [segue.source]
                var pending = [segue.source]
                while let current = pending.popLast() {
                    for previous in predecessors[current] ?? [] where !seen.contains(previous) {
                        seen.insert(previous)
                        pending.append(previous)
                        if let controller = document.controller(previous), contentKinds.contains(controller.kind) {
                            targets.append(previous)
                        }
                    }
                }
            }
            for target in targets where !(result[target]?.contains(action) ?? false) {
                result[target, default: []].append(action)
            }
        }
        return result
    }

    /// Controllers whose names match an unwind action's name.
    private func controllers(named action: String) -> [String] {
        let wanted = Self.nameKey(Self.unwindTarget(action))
        guard !wanted.isEmpty else { return [] }
        return document.controllers.filter { controller in
            [controller.customClass, controller.storyboardIdentifier, controller.title].compactMap { $0 }.contains {
                name in
                let key = Self.nameKey(name)
                return !key.isEmpty && (key == wanted || key + "s" == wanted || key == wanted + "s")
            }
        }.map(\.id)
    }

    /// `unwindToTokens:` → `Tokens`; `backToMainWithSegue:` → `Main`.
    static func unwindTarget(_ action: String) -> String {
        var name = action.split(separator: ":").first.map(String.init) ?? action
        for suffix in ["WithSegue", "withSegue", "ForSegue", "forSegue", "Segue"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        for prefix in [
            "unwindTo", "unwind", "backTo", "returnTo", "exitTo", "goBackTo", "prepareForUnwindTo", "prepareForUnwind",
        ]
        where name.lowercased().hasPrefix(prefix.lowercased()) {
            return String(name.dropFirst(prefix.count))
        }
        return name
    }

    /// Lowercased letters and digits without controller suffixes.
    static func nameKey(_ name: String) -> String {
        var key = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        for suffix in [
            "tableviewcontroller", "collectionviewcontroller", "viewcontroller", "controller", "vc", "scene", "screen",
        ]
        where key.hasSuffix(suffix) && key.count > suffix.count {
            key = String(key.dropLast(suffix.count))
            break
        }
        return key
    }
}
