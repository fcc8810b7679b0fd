extension Application {
    /// Preserves the interface (`application(_:shouldSaveApplicationState:)`):
    /// walks from the root, keeping controllers whose restoration identifier
    /// is set along with every ancestor's; a missing identifier excludes the
    /// controller, its children and what it presents.
    public func preserveState() -> RestorationArchive {
        RestorationArchive(root: rootViewController.flatMap { encode($0, parentPath: []) })
    }

    private func encode(_ controller: ViewController, parentPath: [String]) -> RestorationArchive.Node? {
        guard let identifier = controller.restorationIdentifier else { return nil }
        var node = RestorationArchive.Node(
            identifier: identifier, path: parentPath, controllerID: controller.id,
            restorationClass: controller.restorationClass)
        node.path.append(identifier)
        record(TraceEvent(controller.id, .encodeRestorableState, detail: node.pathString))
        var seen: [String: Int] = [:]
        for child in controller.restorableChildren {
            guard let childID = child.restorationIdentifier else { continue }
            let count = seen[childID, default: 0]
            seen[childID] = count + 1
            // Navigation controllers tell repeated identifiers apart by stack position.
            let component = count == 0 ? childID : "\(childID)#\(count)"
            if var encoded = encode(child, parentPath: node.path) {
                encoded.path[encoded.path.count - 1] = component
                node.children.append(encoded)
            }
        }
        node.selectedIndex =
            (controller as? TabBarController)?.selectedIndex ?? (controller as? PageViewController)?.currentIndex
        if let presented = controller.storedPresentedViewController, var encoded = encode(presented, parentPath: []) {
            encoded.presentationStyle = presented.presentation?.requestedStyle
            node.presented = encoded
        }
        return node
    }

    /// Preserves state, terminates and launches again, restoring what was
    /// preserved (`relaunch`). `makeRoot` recreates the app's default
    /// controllers as at launch; each preserved controller is then found, in
    /// order, through its restoration class, the app delegate, an existing
    /// controller with the same restoration path, or a new one made from its
    /// id, as a storyboard would.
    ///
    /// - Returns: The restoration paths of the restored controllers, parents first.
    @discardableResult
    public func relaunch(makeRoot: @MainActor () -> ViewController) -> [String] {
        let archive = preserveState()
        terminate()
        record(TraceEvent("application", .restore))
        let defaults = makeRoot()
        adopt(defaults)
        var existing: [String: ViewController] = [:]
        index(defaults, parentPath: [], into: &existing)
        var restored: [String] = []
        var presentedChain: [(ViewController, RestorationArchive.Node)] = []
        let root =
            archive.root.flatMap { restore($0, existing: existing, restored: &restored, presented: &presentedChain) }
            ?? defaults
        launch(root: root)
        for (presenter, node) in presentedChain {
            if let controller = restore(node, existing: existing, restored: &restored, presented: &presentedChain) {
                presenter.present(controller, style: node.presentationStyle)
            }
        }
        return restored
    }

    /// Ends the app's interface without callbacks, as termination does.
    func terminate() {
        for view in window.subviews { view.removeFromSuperview() }
        for presentation in presentations {
            presentation.presentingViewController?.storedPresentedViewController = nil
            presentation.presented.presentation = nil
        }
        presentations = []
        window.rootViewController = nil
        makeFirstResponder(nil)
        _ = takePendingNotifications()
    }

    private func index(_ controller: ViewController, parentPath: [String], into table: inout [String: ViewController]) {
        guard let identifier = controller.restorationIdentifier else { return }
        let path = parentPath + [identifier]
        table[path.joined(separator: "/")] = controller
        for child in controller.restorableChildren { index(child, parentPath: path, into: &table) }
    }

    private func restore(
        _ node: RestorationArchive.Node, existing: [String: ViewController], restored: inout [String],
        presented: inout [(ViewController, RestorationArchive.Node)]
    ) -> ViewController? {
        let controller: ViewController
        if let className = node.restorationClass {
            guard let make = restorationClasses[className], let made = make(node.path) else {
                record(TraceEvent(node.controllerID, .restorationFailed, detail: node.pathString))
                return nil
            }
            controller = made
        } else if let made = appDelegate.restorationHandler?(node.path) {
            controller = made
        } else if let found = existing[node.pathString] {
            controller = found
        } else if let made = instantiateController(node.controllerID) {
            controller = made
        } else {
            record(TraceEvent(node.controllerID, .restorationFailed, detail: node.pathString))
            return nil
        }
        if controller.restorationIdentifier == nil { controller.restorationIdentifier = node.identifier }
        adopt(controller)
        controller.record(.decodeRestorableState, detail: node.pathString)
        restored.append(node.pathString)
        let children = node.children.compactMap {
            restore($0, existing: existing, restored: &restored, presented: &presented)
        }
        controller.restoreStructure(children: children, selectedIndex: node.selectedIndex)
        if let presentedNode = node.presented { presented.append((controller, presentedNode)) }
        return controller
    }
}
