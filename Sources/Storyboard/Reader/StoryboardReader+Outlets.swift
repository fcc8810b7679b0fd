extension StoryboardReader {
    /// Outlet properties that connect objects rather than hold a view the
    /// class draws into: they say nothing about what code sets on screen.
    static let connectingOutlets: Set<String> = ["delegate", "dataSource", "view", "inputView", "inputAccessoryView"]

    /// Every outlet whose owner has a custom class, by destination id: an
    /// element with a `customClass` whose `<connections>` hold
    /// `<outlet property=… destination=…>`. The first outlet to a view wins.
    /// The walk is iterative and bounded by the document's element count.
    static func collectOutlets(_ root: XMLElementNode) -> [String: StoryboardOutlet] {
        var outlets: [String: StoryboardOutlet] = [:]
        var pending: [XMLElementNode] = [root]
        var visited = 0
        while let node = pending.popLast(), visited < 2_000_000 {
            visited += 1
            if let owner = node["customClass"], let connections = node.child(named: "connections") {
                for outlet in connections.children(named: "outlet") {
                    guard let property = outlet["property"], let destination = outlet["destination"],
                        !connectingOutlets.contains(property), outlets[destination] == nil
                    else { continue }
                    outlets[destination] = StoryboardOutlet(ownerClass: owner, property: property)
                }
            }
            pending.append(contentsOf: node.children.reversed())
        }
        return outlets
    }
}
