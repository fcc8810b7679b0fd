public import AppModel

/// Composes an element's description exactly as docs/voiceover-rules.md §3.2:
/// `[Selected:] label[: value]. Trait. Trait. [context] [important custom
/// content] [More Content Available.] [Actions Available.]`, then the hint.
///
/// ```swift
/// let composer = DescriptionComposer()
/// composer.describe(label: "Brightness", value: "50%", hint: nil, traits: .adjustable)
/// // "Brightness: 50%. Adjustable." | "Swipe up or down with one finger to adjust the value."
/// ```
public struct DescriptionComposer: Sendable {
    /// Whether hints are spoken (Verbosity › Speak Hints).
    public var hintsEnabled: Bool
    /// Whether "Actions Available." follows elements with custom actions
    /// (Verbosity › Actions = Speak).
    public var speaksActionsAvailable: Bool
    /// Whether a heading's level is spoken ("Heading level 2.").
    public var speaksHeadingLevels: Bool

    /// Creates a composer.
    public init(hintsEnabled: Bool = true, speaksActionsAvailable: Bool = true, speaksHeadingLevels: Bool = true) {
        self.hintsEnabled = hintsEnabled
        self.speaksActionsAvailable = speaksActionsAvailable
        self.speaksHeadingLevels = speaksHeadingLevels
    }

    /// The description of a reachable element, with its container context.
    @MainActor
    public func describe(_ element: ScreenElement) -> ElementDescription {
        let view = element.view
        return describe(
            label: view.accessibilityLabel, value: view.spokenValue, hint: view.accessibilityHint,
            traits: view.accessibilityTraits, context: element.context, boundaries: element.boundaries,
            hasCustomActions: !view.accessibilityCustomActions.isEmpty, customContent: view.accessibilityCustomContent,
            headingLevel: view.accessibilityHeadingLevel)
    }

    /// The description of an element with these properties.
    public func describe(
        label: String?, value: String?, hint: String?, traits: AccessibilityTraits,
        context: ElementContext? = nil, boundaries: [ContainerBoundary] = [], hasCustomActions: Bool = false,
        customContent: [AccessibilityCustomContent] = [], headingLevel: Int? = nil
    ) -> ElementDescription {
        let isSwitch = traits.contains(.toggleButton)
        var text = label ?? ""
        // 1. A back button labelled "Back" says only its trait.
        if traits.contains(.backButton), text.lowercased() == "back" { text = "" }
        // A shifted letter key says "cap Q" (docs/voiceover-rules.md §11, row 11.14).
        if traits.contains(.keyboardKey), text.count == 1, let letter = text.first, letter.isUppercase {
            text = "cap \(letter)"
        }
        // 2. Data-table context.
        var isTableCell = false
        if case .dataTableCell(let cell) = context {
            isTableCell = true
            var parts = cell.headers
            parts.append(text.isEmpty ? "" : text + ".")
            if cell.rowSpan > 1 { parts.append(Phrases.spans(cell.rowSpan, rows: true)) }
            if cell.columnSpan > 1 { parts.append(Phrases.spans(cell.columnSpan, rows: false)) }
            if let row = cell.row { parts.append(Phrases.row(row)) }
            parts.append(Phrases.column(cell.column))
            text = parts.filter { !$0.isEmpty }.joined(separator: " ")
        }
        // 3. Value.
        if let value, !value.isEmpty, !isSwitch {
            text = text.isEmpty ? value : (isTableCell ? "\(text) \(value)" : "\(text): \(value)")
        }
        // 4. Selected.
        if traits.contains(.selected) {
            text = text.isEmpty ? "\(Phrases.selected)." : "\(Phrases.selected): \(text)"
        }
        // 5. Trait words, in their fixed order.
        let words = traitWords(
            traits, value: value, context: context, headingLevel: speaksHeadingLevels ? headingLevel : nil)
        // 6. Hint promotion.
        var spokenHint = hint?.isEmpty == true ? nil : hint
        var promoted = false
        if text.isEmpty, let promotedHint = spokenHint {
            text = promotedHint
            spokenHint = nil
            promoted = true
        }
        // 7. Join.
        if !words.isEmpty {
            text =
                text.isEmpty ? words.joined(separator: " ") : Self.sentence(text) + " " + words.joined(separator: " ")
        }
        // 8. Context suffixes.
        switch context {
        case .series(let index, let count), .tab(let index, let count):
            text = text.isEmpty ? Phrases.position(index, of: count) : "\(text) \(Phrases.position(index, of: count))"
        case .dataTableCell, nil:
            break
        }
        for boundary in boundaries {
            text = Self.append(Self.phrase(boundary), to: text)
        }
        // Custom content: the important facts as "Label: value.", then a
        // note that more is available (docs/voiceover-rules.md §3.2).
        for content in customContent where content.isImportant {
            text = Self.append(
                Self.sentence(content.label.isEmpty ? content.value : "\(content.label): \(content.value)"), to: text)
        }
        if customContent.contains(where: { !$0.isImportant }) {
            text = Self.append(Phrases.moreContentAvailable, to: text)
        }
        if hasCustomActions && speaksActionsAvailable {
            text = Self.append(Phrases.actionsAvailable, to: text)
        }
        // 9. System hints.
        let finalHint = hintsEnabled ? systemHint(spokenHint, traits: traits, promoted: promoted) : nil
        return ElementDescription(text: text, hint: finalHint)
    }

    private func traitWords(
        _ traits: AccessibilityTraits, value: String?, context: ElementContext?, headingLevel: Int?
    ) -> [String] {
        var isTabContext = false
        if case .tab = context { isTabContext = true }
        let isSwitch = traits.contains(.toggleButton)
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append(Phrases.dimmed) }
        let buttonSuppressed =
            traits.contains(.keyboardKey) || isSwitch || traits.contains(.tabBarItem)
            || traits.contains(.backButton) || isTabContext
        if traits.contains(.button) && !buttonSuppressed { words.append(Phrases.button) }
        if traits.contains(.backButton) { words.append(Phrases.backButton) }
        if isSwitch {
            if traits.contains(.button) { words.append(Phrases.switchButton) }
            if let state = Phrases.switchState(value) { words.append(state) }
        }
        if traits.contains(.tabBarItem) || isTabContext { words.append(Phrases.tab) }
        if traits.contains(.secureTextField) {
            words.append(Phrases.secureTextField)
        } else if traits.contains(.textEntry), !traits.contains(.searchField) {
            // A search field says "Search Field." alone (docs/voiceover-rules.md §11, row 11.15).
            words.append(Phrases.textField)
        }
        if traits.contains(.searchField) && traits.contains(.textEntry) { words.append(Phrases.searchField) }
        if (traits.contains(.textEntry) || traits.contains(.secureTextField)) && traits.contains(.isEditing) {
            words.append(Phrases.isEditing)
        }
        if traits.contains(.header) { words.append(headingLevel.map(Phrases.heading(level:)) ?? Phrases.heading) }
        if traits.contains(.link) { words.append(Phrases.link) }
        if traits.contains(.adjustable) { words.append(Phrases.adjustable) }
        if traits.contains(.image) { words.append(Phrases.image) }
        if traits.contains(.searchField), !traits.contains(.textEntry) { words.append(Phrases.searchField) }
        return words
    }

    private func systemHint(_ hint: String?, traits: AccessibilityTraits, promoted: Bool) -> String? {
        let dimmed = traits.contains(.notEnabled)
        let system: String?
        if dimmed {
            system = nil
        } else if traits.contains(.toggleButton) {
            system = Phrases.toggleHint
        } else if traits.contains(.textEntry) || traits.contains(.secureTextField) {
            if traits.contains(.isEditing) {
                system = Phrases.editingHint
            } else {
                system = traits.contains(.textArea) ? Phrases.textAreaHint : Phrases.editHint
            }
        } else if traits.contains(.adjustable) && !promoted {
            system = Phrases.adjustableHint
        } else {
            system = nil
        }
        guard let system else { return hint }
        guard let hint else { return system }
        let stripped = hint.hasSuffix(".") ? String(hint.dropLast()) : hint
        return "\(stripped). \(system)"
    }

    private static func phrase(_ boundary: ContainerBoundary) -> String {
        switch boundary {
        case .listStart: Phrases.listStart
        case .listEnd: Phrases.listEnd
        case .landmarkStart: Phrases.landmarkStart
        case .landmarkEnd: Phrases.landmarkEnd
        }
    }

    /// `text` ending in a full stop, ready for the next sentence.
    static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }

    private static func append(_ phrase: String, to text: String) -> String {
        text.isEmpty ? phrase : sentence(text) + " " + phrase
    }
}
