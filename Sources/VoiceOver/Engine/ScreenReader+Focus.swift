public import AppModel

/// Moving the VoiceOver cursor and speaking what it lands on.
extension ScreenReader {
    /// Moves focus to `view` (or loses it with `nil`).
    ///
    /// - Parameters:
    ///   - view: the element to focus; `nil` loses focus.
    ///   - speak: whether to speak the element (the labels of semantic
    ///     groups it enters first, then its description).
    ///   - byUser: a move the user made; it drops waiting announcements.
    ///   - tree: the element tree `view` is in.
    func moveFocus(to view: View?, speak: Bool, byUser: Bool, tree: ElementTree) async {
        let old = focusedElement
        focusedElement = view
        if view !== old {
            focusGeneration += 1
            actionIndex = nil
            if byUser { dropQueue(announcementsOnly: true) }
            if view != nil || old != nil {
                application.deliver(.elementFocused(focused: view, unfocused: old))
            }
            // accessibilityElementDidBecomeFocused: only when focus lands anew.
            view?.handlers.focused?()
            // Focus on an element below the fold scrolls it into view, innermost scroll view first.
            if let view {
                for case let scroll as ScrollView in view.selfAndSuperviews.dropFirst() {
                    scroll.scrollToVisible(view.accessibilityFrame)
                }
            }
        }
        guard speak, let view, let element = tree.element(for: view) else { return }
        // A field the app made the first responder is announced as editing
        // when the app moves focus to it (docs/voiceover-rules.md §11, row 11.16).
        if !byUser, view !== old, let input = view as? any TextInput, input.isEditing {
            return await speakEditingDescription(input)
        }
        let previous = old.flatMap { tree.element(for: $0) }
        await speakElement(element, enteringFrom: previous)
    }

    /// Speaks an element's description, preceded by the labels of the
    /// labelled semantic groups focus enters with it ("Mini player. Play.
    /// Button."), as one utterance.
    func speakElement(_ element: ScreenElement, enteringFrom previous: ScreenElement?) async {
        let before = Set((previous?.containers ?? []).map { ObjectIdentifier($0.view) })
        let entered = element.containers.filter { !before.contains(ObjectIdentifier($0.view)) }.compactMap(
            \.enteringLabel)
        let description = composer.describe(element)
        let text = (entered + [description.text]).filter { !$0.isEmpty }.map(DescriptionComposer.sentence).joined(
            separator: " ")
        let spoken = entered.isEmpty ? description.text : text
        if spoken.isEmpty {
            // A silent element: nothing is said, but what was speaking stops.
            interruptCurrent()
            queue.removeAll { $0.announcement == nil }
            currentHint = nil
            return
        }
        await speak(
            spoken, kind: .description, hint: description.hint, language: element.view.accessibilityLanguage,
            element: element.view.id)
    }

    /// The focus target for a standard transition or notification.
    enum FocusTarget {
        case element(View)
        case first
        case firstInside(View)
        case restore(View?)
        case keep
    }

    /// The view a target resolves to in `tree`.
    func resolve(_ target: FocusTarget, in tree: ElementTree) -> View? {
        switch target {
        case .element(let view):
            return tree.contains(view) ? view : tree.elements.first?.view
        case .first:
            return tree.elements.first?.view
        case .firstInside(let container):
            return tree.elements.first { $0.view.isDescendant(of: container) }?.view ?? tree.elements.first?.view
        case .restore(let view):
            if settings.afterDismiss == .restore, let view, tree.contains(view) { return view }
            return tree.elements.first?.view
        case .keep:
            guard let focusedElement, tree.contains(focusedElement) else { return nil }
            return focusedElement
        }
    }

    /// The content controller the focused element belongs to (the scenario
    /// key `screen`): the controller whose view holds it; for container
    /// chrome (a back button, a tab), the container's visible content.
    public var screenController: ViewController? {
        guard let focusedElement else { return topContentController }
        return Self.contentController(containing: focusedElement)
    }

    /// The content controller whose view holds `view`.
    public static func contentController(containing view: View) -> ViewController? {
        var current: View? = view
        while let candidate = current {
            if let controller = candidate.owningController {
                return isChrome(view, of: controller) ? visibleContent(of: controller) : controller
            }
            current = candidate.superview
        }
        return nil
    }

    /// The top-most visible content controller: the one `do:` actions act
    /// from when focus is lost.
    public var topContentController: ViewController? {
        let top = application.presentations.last?.presented ?? application.rootViewController
        return top.map(Self.visibleContent)
    }

    /// Follows visible children down to a controller that shows its own views.
    public static func visibleContent(of controller: ViewController) -> ViewController {
        var current = controller
        var steps = 0
        while current is NavigationController || current is TabBarController || current is SplitViewController
            || current is PageViewController, let child = current.visibleChildren.last, steps < 1_000
        {
            current = child
            steps += 1
        }
        return current
    }

    private static func isChrome(_ view: View, of controller: ViewController) -> Bool {
        controller is NavigationController || controller is TabBarController || controller is SplitViewController
            || controller is PageViewController
    }

    /// The responder gestures start from: the focused element, else the
    /// top-most content controller's view.
    var gestureStart: Responder? {
        focusedElement ?? topContentController?.viewIfLoaded ?? application.window
    }
}
