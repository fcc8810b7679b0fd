extension ViewController {
    /// The controller this one, or an ancestor, presents.
    public var presentedViewController: ViewController? {
        storedPresentedViewController ?? parent?.presentedViewController
    }

    /// The controller that presented this one or an ancestor.
    public var presentingViewController: ViewController? {
        presentation?.presentingViewController ?? parent?.presentingViewController
    }

    /// The outermost ancestor: the root controller or a presented one.
    public var topLevelAncestor: ViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// The controller a `currentContext` presentation from here covers: the
    /// nearest ancestor (through presenters) that defines a presentation
    /// context, else the window's root controller.
    public var presentationContext: ViewController {
        var current: ViewController? = self
        while let controller = current {
            if controller.definesPresentationContext { return controller }
            current = controller.parent ?? controller.presentation?.presentingViewController
        }
        if let root = application?.rootViewController, root.storedPresentedViewController == nil { return root }
        return topLevelAncestor
    }

    /// Presents `controller` modally (`present(_:animated:completion:)`).
    ///
    /// `style` and `transition` override the controller's own settings;
    /// `automatic` means `pageSheet`. Context styles search up for a
    /// controller that defines the presentation context; the others present
    /// from the top-level ancestor. A popover in compact width adapts to
    /// `overFullScreen` with a modal container. Like UIKit, a controller that
    /// already presents refuses, recording `presentationRefused`.
    ///
    /// - Returns: Whether the presentation happened.
    @discardableResult
    public func present(
        _ controller: ViewController, style: ModalPresentationStyle? = nil,
        transition: ModalTransitionStyle? = nil, from sourceView: View? = nil
    ) -> Bool {
        guard let application else { return false }
        let requested = Self.resolve(
            style ?? controller.modalPresentationStyle, for: controller, traits: application.traitCollection)
        let presenter = requested.usesPresentationContext ? presentationContext : topLevelAncestor
        if let busy = presenter.storedPresentedViewController {
            record(.presentationRefused, detail: "\(presenter.id) is already presenting \(busy.id)")
            return false
        }
        guard controller.presentation == nil, controller.parent == nil, controller !== application.rootViewController
        else {
            record(.presentationRefused, detail: "\(controller.id) is already in the hierarchy")
            return false
        }
        var transitionStyle = transition ?? controller.modalTransitionStyle
        if requested.usesPresentationContext && presenter.providesPresentationContextTransitionStyle {
            transitionStyle = presenter.modalTransitionStyle
        }
        if transitionStyle == .partialCurl && requested != .fullScreen {
            record(.presentationRefused, detail: "partialCurl needs fullScreen, not \(requested.rawValue)")
            return false
        }
        let presentation = Presentation(
            presented: controller, presenting: presenter, requestedStyle: requested, style: requested,
            transitionStyle: transitionStyle, sourceView: sourceView ?? popoverSourceView)
        presentation.adapt(to: application.traitCollection.horizontalSizeClass)
        presenter.storedPresentedViewController = controller
        controller.presentation = presentation
        application.adopt(controller)
        presenter.record(
            .present, detail: "\(controller.id) \(presentation.style.rawValue) \(transitionStyle.rawValue)")
        application.noteTransition(.present(presentation))
        application.perform(presentation)
        return true
    }

    /// Dismisses what this controller presents, or, when it presents
    /// nothing, the presentation that shows it; everything presented above
    /// goes too (`dismiss(animated:completion:)`).
    ///
    /// - Returns: Whether anything was dismissed.
    @discardableResult
    public func dismiss() -> Bool {
        guard let application else { return false }
        let target = presentedViewController ?? (topLevelAncestor.presentation != nil ? topLevelAncestor : nil)
        guard let target, let index = application.presentations.firstIndex(where: { $0.presented === target }) else {
            return false
        }
        application.dismissPresentations(from: index)
        return true
    }

    private static func resolve(
        _ style: ModalPresentationStyle, for controller: ViewController, traits: TraitCollection
    ) -> ModalPresentationStyle {
        if let alert = controller as? AlertController {
            return alert.preferredStyle == .actionSheet && traits.horizontalSizeClass == .regular ? .popover : .alert
        }
        return style == .automatic ? .pageSheet : style
    }
}
