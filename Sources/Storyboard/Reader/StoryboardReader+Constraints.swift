extension StoryboardReader {
    /// A view's width and height as its required constraints fix them.
    struct ConstrainedSize: Sendable, Hashable {
        var width: Double?
        var height: Double?
    }

    /// One `<constraint>` as the sizes need it.
    private struct SizeConstraint {
        let first: String
        let firstAttribute: String
        let second: String?
        let secondAttribute: String?
        let multiplier: Double
        let constant: Double
    }

    /// The sizes required constraints fix, by view id: a constant width or
    /// height, then widths and heights equal to (a multiple of) another
    /// fixed one, and aspect ratios, to a fixed point (a few passes, bounded).
    /// Inequalities, lower priorities and positions are left to the saved
    /// frame. The walk is iterative and bounded by the document's size.
    static func constrainedSizes(_ root: XMLElementNode) -> [String: ConstrainedSize] {
        var constraints: [SizeConstraint] = []
        var pending: [XMLElementNode] = [root]
        var visited = 0
        while let node = pending.popLast(), visited < 2_000_000 {
            visited += 1
            if let owner = node.id, let list = node.child(named: "constraints") {
                for item in list.children(named: "constraint") {
                    if let made = sizeConstraint(item, owner: owner) { constraints.append(made) }
                }
            }
            pending.append(contentsOf: node.children)
        }
        var sizes: [String: ConstrainedSize] = [:]
        func get(_ id: String, _ attribute: String) -> Double? {
            attribute == "width" ? sizes[id]?.width : sizes[id]?.height
        }
        func set(_ id: String, _ attribute: String, _ value: Double) {
            guard value >= 0 else { return }
            if attribute == "width" {
                sizes[id, default: ConstrainedSize()].width = value
            } else {
                sizes[id, default: ConstrainedSize()].height = value
            }
        }
        for pass in 0..<6 {
            var changed = false
            for item in constraints {
                if let second = item.second, let secondAttribute = item.secondAttribute {
                    if get(item.first, item.firstAttribute) == nil, let known = get(second, secondAttribute) {
                        set(item.first, item.firstAttribute, item.multiplier * known + item.constant)
                        changed = true
                    } else if get(second, secondAttribute) == nil, let known = get(item.first, item.firstAttribute),
                        item.multiplier != 0
                    {
                        set(second, secondAttribute, (known - item.constant) / item.multiplier)
                        changed = true
                    }
                } else if pass == 0 {
                    set(item.first, item.firstAttribute, item.constant)
                    changed = true
                }
            }
            if !changed { break }
        }
        return sizes
    }

    /// A required `=` constraint between sizes (width or height, of one view
    /// or between two), or `nil`.
    private static func sizeConstraint(_ node: XMLElementNode, owner: String) -> SizeConstraint? {
        let sizes: Set<String> = ["width", "height"]
        guard node["relation"] == nil, (node.number("priority") ?? 1000) >= 1000,
            let firstAttribute = node["firstAttribute"],
            sizes.contains(firstAttribute)
        else { return nil }
        let second = node["secondItem"]
        let secondAttribute = node["secondAttribute"]
        if second != nil, !(secondAttribute.map(sizes.contains) ?? false) { return nil }
        if second == nil, node["multiplier"] != nil { return nil }
        return SizeConstraint(
            first: node["firstItem"] ?? owner, firstAttribute: firstAttribute, second: second,
            secondAttribute: secondAttribute,
            multiplier: multiplier(node["multiplier"]), constant: node.number("constant") ?? 0)
    }

    /// `multiplier="2"` or a ratio `multiplier="16:9"`; 1 when absent.
    private static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return parts[0] / parts[1] }
        return parts.first ?? 1
    }
}
