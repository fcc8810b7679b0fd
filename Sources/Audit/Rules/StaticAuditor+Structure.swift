internal import AppModel
internal import Crawl
internal import VoiceOver

/// Rules about roles and the shape of the accessibility hierarchy.
extension StaticAuditor {
    /// Trait pairs that cannot both describe one element.
    static let conflictingPairs: [(AccessibilityTraits, AccessibilityTraits)] = [
        (.button, .link), (.button, .adjustable), (.link, .adjustable), (.keyboardKey, .link), (.header, .adjustable),
    ]

    /// Traits that tell the user an element does something on double tap.
    static let actionTraits: AccessibilityTraits = [
        .button, .link, .adjustable, .keyboardKey, .textEntry, .searchField, .tabBarItem, .toggleButton, .backButton,
    ]

    /// conflicting-traits and button-trait.
    func checkTraits(into ledger: inout RuleLedger) {
        for element in screen.tree.elements {
            let view = element.view
            let snapshot = snapshot(view)
            let traits = view.accessibilityTraits
            let conflicts = Self.conflictingPairs.filter { traits.contains($0.0) && traits.contains($0.1) }
            if let pair = conflicts.first {
                let names = pair.0.names + pair.1.names
                if view is Link, conflicts.count == 1, pair.0 == .button, pair.1 == .link {
                    // SwiftUI's `Link` carries both traits itself (docs/swiftui.md).
                    ledger.review(
                        .conflictingTraits, snapshot,
                        "'\(snapshot.path)' has the traits button and link, so VoiceOver says \(Self.quoted(snapshot.description)).",
                        because:
                            "SwiftUI gives every Link both traits, and whether the extra \"Button\" troubles users is a design choice; .accessibilityRemoveTraits(.isButton) leaves \"Link\" alone"
                    )
                    continue
                }
                ledger.fail(
                    .conflictingTraits, snapshot,
                    "'\(snapshot.path)' has the traits \(names.joined(separator: " and ")), which contradict each other."
                )
            } else {
                ledger.pass(.conflictingTraits, snapshot)
            }
            // A button or link whose traits were replaced by ones that leave
            // out what it is: VoiceOver no longer says it can be activated.
            if view is Button || view is Link, view.customAccessibilityTraits != nil,
                traits.isDisjoint(with: Self.actionTraits)
            {
                let kind = view is Link ? "link" : "button"
                ledger.fail(
                    .buttonTrait, snapshot,
                    "'\(snapshot.path)' is a \(kind), but its traits [\(traits.names.joined(separator: ", "))] leave out \(kind): VoiceOver says \(Self.quoted(snapshot.description)), not that it can be activated."
                )
                continue
            }
            guard view.handlers.activate != nil, !(view is Control), !(view is Cell) else { continue }
            if traits.isDisjoint(with: Self.actionTraits) {
                ledger.fail(
                    .buttonTrait, snapshot,
                    "'\(snapshot.path)' acts on double tap but has no button trait: VoiceOver says \(Self.quoted(snapshot.description))."
                )
            } else {
                ledger.pass(.buttonTrait, snapshot)
            }
        }
    }

    /// screen-heading: the screen has at least one header.
    func checkHeading(into ledger: inout RuleLedger) {
        guard !screen.tree.elements.isEmpty, !(screen.application.presentations.last?.presented is AlertController)
        else { return }
        if let header = screen.tree.elements.first(where: { $0.view.accessibilityTraits.contains(.header) }) {
            ledger.pass(.screenHeading, snapshot(header.view))
        } else if Self.visibleTitle(in: screen) == nil || screen.tree.elements.count < 2 {
            // A screen that shows no title (a list, a form, a full-screen
            // player) has nothing to mark as its heading, and a screen that is
            // only its title has nothing a heading would help to skip: the
            // rule does not apply.
            return
        } else {
            ledger.fail(
                .screenHeading, nil,
                "The screen has \(screen.tree.elements.count) element\(screen.tree.elements.count == 1 ? "" : "s") and none has the header trait, so the headings rotor finds nothing."
            )
        }
    }

    /// The text that reads as the screen's title: the first element in
    /// reading order when it is plain text (not a control), short, one line,
    /// in the top third of the screen.
    static func visibleTitle(in screen: ScreenInspection) -> View? {
        guard let first = screen.tree.elements.first?.view, first is Label, !ScreenInspection.isInteractive(first)
        else { return nil }
        let text = ScreenInspection.label(first)
        guard !text.isEmpty, text.count <= 80, !text.contains(where: \.isNewline) else { return nil }
        return first.accessibilityFrame.minY < screen.bounds.height / 3 ? first : nil
    }

    /// nested-interactive: an element that hides controls inside it.
    func checkNesting(into ledger: inout RuleLedger) {
        for element in screen.tree.elements where !element.view.subviews.isEmpty {
            // A control VoiceOver reaches as an element of its own (a cell's
            // embedded controls) is not hidden, nor is the switch a cell reads as.
            let accessory = (element.view as? Cell)?.accessoryView
            // A control whose parts are the elements (a segmented control's
            // segments, a stepper's buttons) is reached through them.
            let hidden = Self.interactiveDescendants(of: element.view).filter { control in
                control !== accessory && !control.subtree.contains(where: screen.tree.contains)
            }
            guard !hidden.isEmpty else { continue }
            let snapshot = snapshot(element.view)
            if element.view.accessibilityCustomActions.count >= hidden.count {
                ledger.pass(.nestedInteractive, snapshot)
            } else if hidden.allSatisfy({ Self.leftOutOnPurpose($0) }) {
                // The author took the controls out and made the container the element.
                let paths = hidden.map(ElementPath.path(of:))
                ledger.review(
                    .nestedInteractive, snapshot,
                    "'\(snapshot.path)' is one element, so VoiceOver cannot reach the \(hidden.count == 1 ? "control" : "controls") inside it: \(paths.map { "'\($0)'" }.joined(separator: ", ")).",
                    because:
                        "the file takes the \(hidden.count == 1 ? "control" : "controls") out of VoiceOver's reach on purpose (isAccessibilityElement off) and makes the container the element; whether code gives the container the control's value and action is not in the file",
                    related: paths)
            } else {
                let paths = hidden.map(ElementPath.path(of:))
                ledger.fail(
                    .nestedInteractive, snapshot,
                    "'\(snapshot.path)' is one element, so VoiceOver cannot reach the \(hidden.count == 1 ? "control" : "controls") inside it: \(paths.map { "'\($0)'" }.joined(separator: ", ")).",
                    related: paths)
            }
        }
    }

    /// Whether `control`, a kind that is an element of its own by default,
    /// was made no element by its author.
    static func leftOutOnPurpose(_ control: View) -> Bool {
        (control is Switch || control is Slider || control is Button || control is TextField)
            && !control.isAccessibilityElement
    }

    /// Visible controls (or views with an activate handler) below `view`.
    static func interactiveDescendants(of view: View) -> [View] {
        var found: [View] = []
        var pending = view.subviews
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard !next.isHidden, next.alpha > 0 else { continue }
            if next is Control || next.handlers.activate != nil {
                found.append(next)
            } else {
                pending.append(contentsOf: next.subviews)
            }
        }
        return found
    }

    /// explicit-order: `accessibilityElements` lists only descendants, once each.
    func checkExplicitOrder(into ledger: inout RuleLedger) {
        for view in screen.visibleViews {
            guard let explicit = view.accessibilityElements else { continue }
            let snapshot = snapshot(view)
            var seen: Set<ObjectIdentifier> = []
            var problems: [String] = []
            var related: [String] = []
            for listed in explicit {
                let path = ElementPath.path(of: listed)
                if !seen.insert(ObjectIdentifier(listed)).inserted {
                    problems.append("lists '\(path)' twice")
                    related.append(path)
                } else if listed === view || !listed.isDescendant(of: view) {
                    problems.append("lists '\(path)', which is not inside it")
                    related.append(path)
                }
            }
            if problems.isEmpty {
                ledger.pass(.explicitOrder, snapshot)
            } else {
                ledger.fail(
                    .explicitOrder, snapshot,
                    "The accessibilityElements of '\(snapshot.path)' \(problems.joined(separator: " and ")).",
                    related: related)
            }
        }
    }

    /// group-size: a grouping container with fewer than two elements.
    func checkGroups(into ledger: inout RuleLedger) {
        // A scroll view that keeps its content together (a SwiftUI list below the fold) groups by nature, not by the author's choice.
        for view in screen.visibleViews
        where view.shouldGroupAccessibilityChildren && !view.isAccessibilityElement && !(view is ScrollView) {
            let snapshot = snapshot(view)
            let members = screen.tree.elements.filter { $0.view !== view && $0.view.isDescendant(of: view) }
            if members.count < 2 {
                let what = members.first.map { "only '\(ElementPath.path(of: $0.view))'" } ?? "no element"
                if let unknown = members.lazy.compactMap({ self.snapshot($0.view).unknownText }).first {
                    // A `ForEach` over data the sources do not hold shows one row for all of them.
                    ledger.review(
                        .groupSize, snapshot, "'\(snapshot.path)' groups its children but holds \(what).",
                        because:
                            "what it holds comes from data the sources do not know (\(unknown)), which stands for all its rows"
                    )
                    continue
                }
                ledger.fail(.groupSize, snapshot, "'\(snapshot.path)' groups its children but holds \(what).")
            } else {
                ledger.pass(.groupSize, snapshot)
            }
        }
    }
}
