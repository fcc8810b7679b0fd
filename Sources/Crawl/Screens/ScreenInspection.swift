public import AppModel
internal import AppSpec
internal import Foundation
public import VoiceOver

/// One screen as the rules see it: the element tree, the whole visible
/// view hierarchy, and snapshots of elements for findings.
@MainActor
public struct ScreenInspection {
    /// The app on screen.
    public let application: Application
    /// The element tree VoiceOver reads.
    public let tree: ElementTree
    /// What composes each element's spoken description with the reader's settings.
    public let composer: DescriptionComposer
    /// Where views and controllers are declared.
    public let locator: SourceLocator
    /// Every view drawn on screen (not hidden, not transparent), back to front.
    public let visibleViews: [View]
    /// The screen's bounds.
    public let bounds: Rect
    private var cache: [ObjectIdentifier: ElementSnapshot] = [:]
    /// Whether snapshots carry label, value and identifier.
    public let detailed: Bool

    /// The screen `reader` shows now; `detailed` snapshots carry label, value and identifier.
    public init(reader: ScreenReader, locator: SourceLocator, detailed: Bool = false) {
        self.detailed = detailed
        application = reader.application
        tree = reader.currentTree()
        composer = DescriptionComposer(
            hintsEnabled: reader.settings.hints, speaksActionsAvailable: reader.settings.speaksActionsAvailable,
            speaksHeadingLevels: reader.settings.speaksHeadingLevels)
        self.locator = locator
        bounds = Rect(origin: .zero, size: reader.application.window.frame.size)
        var visible: [View] = []
        var pending: [View] = [reader.application.window]
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            visible.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        visibleViews = visible
        for (index, element) in tree.elements.enumerated() {
            cache[ObjectIdentifier(element.view)] = snapshot(element.view, element: element, order: index + 1)
        }
    }

    /// The reachable elements' snapshots, in reading order.
    public var elements: [ElementSnapshot] {
        tree.elements.compactMap { cache[ObjectIdentifier($0.view)] }
    }

    /// A snapshot of `view`, in the tree or not.
    public func snapshot(_ view: View) -> ElementSnapshot {
        cache[ObjectIdentifier(view)] ?? snapshot(view, element: nil, order: nil)
    }

    private func snapshot(_ view: View, element: ScreenElement?, order: Int?) -> ElementSnapshot {
        Self.snapshot(view, element: element, order: order, composer: composer, locator: locator, detailed: detailed)
    }

    /// The snapshot of one element of `tree` (the reader's current tree)
    /// that a full inspection would give, without snapshotting the others:
    /// what watching a step needs.
    /// `index` is the view's position in the tree when the caller knows it.
    public static func snapshot(
        of view: View, at index: Int? = nil, in tree: ElementTree, reader: ScreenReader, locator: SourceLocator
    ) -> ElementSnapshot {
        let composer = DescriptionComposer(
            hintsEnabled: reader.settings.hints, speaksActionsAvailable: reader.settings.speaksActionsAvailable,
            speaksHeadingLevels: reader.settings.speaksHeadingLevels)
        let index = index ?? tree.elements.firstIndex { $0.view === view }
        return snapshot(
            view, element: index.map { tree.elements[$0] }, order: index.map { $0 + 1 }, composer: composer,
            locator: locator, detailed: false)
    }

    private static func snapshot(
        _ view: View, element: ScreenElement?, order: Int?, composer: DescriptionComposer, locator: SourceLocator,
        detailed: Bool
    ) -> ElementSnapshot {
        var snapshot = ElementSnapshot(
            path: ElementPath.path(of: view), id: view.id, kind: type(of: view).kindName,
            frame: view.accessibilityFrame,
            traits: view.accessibilityTraits.names, description: element.map { composer.describe($0).text } ?? "",
            order: order, location: locator.location(of: view))
        snapshot.system = systemPart(of: view)
        if detailed {
            snapshot.label = view.accessibilityLabel
            snapshot.value = view.accessibilityValue
            snapshot.identifier = view.accessibilityIdentifier
        }
        return snapshot
    }

    /// The system UI `view` is part of (`keyboard`), `nil` for the app's own.
    public static func systemPart(of view: View) -> String? {
        var current: View? = view
        var depth = 0
        while let each = current, depth < 256 {
            if each is KeyboardView { return "keyboard" }
            current = each.superview
            depth += 1
        }
        return nil
    }

    /// The spoken description of a reachable element.
    public func description(of view: View) -> String {
        cache[ObjectIdentifier(view)]?.description ?? ""
    }

    /// Whether the user can act on `view`: a control, an element with an
    /// interactive trait, or one that handles activation.
    public static func isInteractive(_ view: View) -> Bool {
        let traits = view.accessibilityTraits
        let interactive: AccessibilityTraits = [
            .button, .link, .adjustable, .searchField, .keyboardKey, .textEntry, .tabBarItem, .toggleButton,
            .backButton,
        ]
        if !traits.isDisjoint(with: interactive) { return true }
        if view is Control { return true }
        return view.handlers.activate != nil
    }

    /// The label, trimmed; empty when there is none.
    /// What names `view` for the rules: its label, or, for a text field
    /// without one, the placeholder VoiceOver reads in the value's place
    /// while it is empty (the name it loses once the user types).
    public static func label(_ view: View) -> String {
        let label = view.accessibilityLabel ?? ((view as? TextField)?.placeholder)
        return (label ?? "").trimmingWhitespaceAndNewlines()
    }
}
