internal import AppSpec

/// Custom rotors (`.accessibilityRotor`): each entry's id matched to the
/// view it names on the same screen, before the layout makes elements.
extension ViewNode {
    /// Marks the view each rotor entry names (`rotorTarget`) and gives each
    /// declaring view its rotors with those provisional ids; an entry that
    /// names no view of the screen is left out, with a warning from the caller.
    static func resolveRotors(_ nodes: inout [ViewNode]) -> [String] {
        var declarations: [(path: [Int], name: String, entries: [SwiftValue])] = []
        var candidates: [(path: [Int], identities: [SwiftValue])] = []
        walk(nodes, path: []) { node, path in
            for rotor in node.rotors { declarations.append((path, rotor.name, rotor.entries)) }
            let identities = Self.identities(node)
            if !identities.isEmpty { candidates.append((path, identities)) }
        }
        guard !declarations.isEmpty else { return [] }
        var unmatched: [String] = []
        var keys: [[Int]: String] = [:]
        for declaration in declarations {
            var targets: [String] = []
            for entry in declaration.entries {
                guard
                    let found = candidates.first(where: { $0.identities.contains { SwiftUIEvaluator.same(entry, $0) } })
                else {
                    unmatched.append("\(declaration.name): \(entry.text)")
                    continue
                }
                let key = keys[found.path] ?? "rotor target \(keys.count + 1)"
                keys[found.path] = key
                targets.append(key)
            }
            update(&nodes, at: declaration.path) {
                $0.resolvedRotors.append(CustomRotorSpec(name: declaration.name, targets: targets))
            }
        }
        for (path, key) in keys { update(&nodes, at: path) { $0.rotorTarget = key } }
        return unmatched
    }

    /// What a rotor entry's id can match on this view: its explicit entry
    /// id, its tag, and the `id` of an `Identifiable` item it was built from.
    private static func identities(_ node: ViewNode) -> [SwiftValue] {
        var found: [SwiftValue] = []
        for value in [node.rotorEntryID, node.tag].compactMap({ $0 }) where !value.isUnknown {
            found.append(value)
            if case .instance(_, let properties) = value, let id = properties["id"], !id.isUnknown { found.append(id) }
        }
        return found
    }

    /// Visits every view depth first, bounded by the tree the evaluator built (itself bounded).
    private static func walk(_ nodes: [ViewNode], path: [Int], _ visit: (ViewNode, [Int]) -> Void) {
        for (index, node) in nodes.enumerated() {
            visit(node, path + [index])
            walk(node.children, path: path + [index], visit)
        }
    }

    private static func update(_ nodes: inout [ViewNode], at path: [Int], _ change: (inout ViewNode) -> Void) {
        guard let first = path.first, nodes.indices.contains(first) else { return }
        if path.count == 1 {
            change(&nodes[first])
        } else {
            update(&nodes[first].children, at: Array(path.dropFirst()), change)
        }
    }
}
