extension ViewController {
    /// Finds where an unwind from this controller lands: walking up from
    /// here through parents and presenters, each container first offers its
    /// other children (a navigation stack from the top down, below the path
    /// taken), then itself. The first controller that `matches` wins.
    public func unwindDestination(where matches: (ViewController) -> Bool) -> ViewController? {
        var cameFrom: ViewController? = nil
        var current: ViewController? = self
        var steps = 0
        while let controller = current, steps < 10_000 {
            steps += 1
            if controller !== self {
                for candidate in controller.unwindCandidates(excluding: cameFrom) {
                    if let found = candidate.firstInSubtree(where: matches) { return found }
                }
            }
            if controller !== self, matches(controller) { return controller }
            cameFrom = controller
            current = controller.parent ?? controller.presentation?.presentingViewController
        }
        return nil
    }

    /// Unwinds to the controller with id `id` along the unwind search path.
    @discardableResult
    public func unwind(toControllerWithID id: String) -> Bool {
        guard let destination = unwindDestination(where: { $0.id == id }) else {
            record(.segueBlocked, detail: "unwind: no controller \(id) on the way back")
            return false
        }
        performUnwind(to: destination)
        return true
    }

    /// Returns to `destination`: dismisses what is presented above its
    /// top-level controller, then pops navigation stacks and selects tabs on
    /// the way down to it.
    public func performUnwind(to destination: ViewController) {
        record(.unwind, detail: destination.id)
        guard let application else { return }
        let top = destination.topLevelAncestor
        if top === application.rootViewController {
            if !application.presentations.isEmpty { application.dismissPresentations(from: 0) }
        } else if let index = application.presentations.firstIndex(where: { $0.presented === top }),
            index + 1 < application.presentations.count
        {
            application.dismissPresentations(from: index + 1)
        }
        var child = destination
        while let parent = child.parent {
            if let navigation = parent as? NavigationController, navigation.topViewController !== child {
                navigation.pop(to: child)
            } else if let tabs = parent as? TabBarController,
                let index = tabs.children.firstIndex(where: { $0 === child })
            {
                tabs.select(index)
            }
            child = parent
        }
    }

    /// Children to search before this controller during an unwind.
    func unwindCandidates(excluding cameFrom: ViewController?) -> [ViewController] {
        if let navigation = self as? NavigationController {
            let stack = navigation.viewControllers
            let end = cameFrom.flatMap { from in stack.firstIndex { $0 === from } } ?? stack.count
            return stack[..<end].reversed()
        }
        return children.filter { $0 !== cameFrom }
    }

    /// This controller or a descendant, parents first, that matches.
    func firstInSubtree(where matches: (ViewController) -> Bool) -> ViewController? {
        var pending: [ViewController] = [self]
        while !pending.isEmpty {
            let controller = pending.removeFirst()
            if matches(controller) { return controller }
            pending.append(contentsOf: controller.children)
        }
        return nil
    }
}
