extension ViewController {
    /// Performs a declared segue (`performSegue(withIdentifier:sender:)`).
    ///
    /// Records `shouldPerformSegue`; a blocked segue records `segueBlocked`
    /// and does nothing else. Otherwise the destination is made (or, for an
    /// unwind, found), `prepareForSegue` and `performSegue` are recorded, and
    /// the segue runs by kind.
    ///
    /// - Returns: Whether the segue ran.
    @discardableResult
    public func performSegue(withIdentifier identifier: String, sender: Responder? = nil) -> Bool {
        guard let template = segueTemplates[identifier] else {
            record(.segueBlocked, detail: "\(identifier): no such segue")
            return false
        }
        record(.shouldPerformSegue, detail: identifier)
        if template.isBlocked {
            record(.segueBlocked, detail: identifier)
            return false
        }
        let destination: ViewController?
        if template.kind == .unwind {
            let action = template.unwindAction ?? identifier
            destination = unwindDestination { $0.unwindActions.contains(action) }
        } else {
            destination = template.destination.flatMap { application?.instantiateController($0) }
        }
        guard let destination else {
            record(.segueBlocked, detail: "\(identifier): no destination")
            return false
        }
        let segue = Segue(template: template, source: self, destination: destination, sender: sender)
        record(.prepareForSegue, detail: "\(identifier) -> \(destination.id)")
        prepareForSegue?(segue)
        record(.performSegue, detail: "\(identifier) \(template.kind.rawValue)")
        switch template.kind {
        case .show, .push:
            show(destination)
        case .showDetail, .replace:
            showDetail(destination)
        case .present, .modal, .custom:
            present(destination, style: template.style, transition: template.transition, from: sender as? View)
        case .popover:
            present(destination, style: .popover, transition: template.transition, from: sender as? View)
        case .embed:
            let slot = template.containerViewID.flatMap { view.descendant(withID: $0) }
            embed(destination, in: slot)
        case .relationship:
            if addChild(destination) { destination.didMove(toParent: self) }
        case .unwind:
            performUnwind(to: destination)
        }
        return true
    }
}
