import AppSpec

/// Where two values first differ, found through their mirrors; fields that
/// equality passes over (``NotCompared``) are passed over here too.
enum MirrorDiff {
    static func first(_ a: Any, _ b: Any, path: String = "", depth: Int = 0) -> String? {
        let left = Mirror(reflecting: a)
        let right = Mirror(reflecting: b)
        if String(describing: type(of: a)).hasPrefix("NotCompared") { return nil }
        // A type's own equality decides where it has one (an action's location does not count).
        if let x = a as? AnyHashable, let y = b as? AnyHashable, x == y { return nil }
        if left.children.isEmpty || right.children.isEmpty || depth > 40 {
            let (x, y) = (String(describing: a), String(describing: b))
            return x == y ? nil : "\(path): \(x.prefix(300)) ≠ \(y.prefix(300))"
        }
        guard left.children.count == right.children.count else {
            return "\(path): \(left.children.count) ≠ \(right.children.count) children"
        }
        for (index, (x, y)) in zip(left.children, right.children).enumerated() {
            let label = x.label ?? "[\(index)]"
            guard label == (y.label ?? "[\(index)]") else { return "\(path): \(label) ≠ \(y.label ?? "?")" }
            if let found = first(x.value, y.value, path: path + "." + label, depth: depth + 1) { return found }
        }
        return nil
    }
}
