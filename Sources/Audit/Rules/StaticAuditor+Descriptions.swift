internal import AppModel
internal import AppSpec
internal import Crawl
internal import Foundation
internal import VoiceOver

/// Rules about whether a name describes: visible text in the label,
/// names that say nothing out of context, image labels and traits, and
/// dimmed controls.
extension StaticAuditor {
    /// Names that do not say where a control leads or what it does.
    static let vagueNames: Set<String> = [
        "click here", "tap here", "press here", "here", "click", "tap", "more", "read more", "learn more", "see more",
        "show more",
        "link", "this", "go",
    ]
    /// Words that name the element type of an image.
    static let imageWords: Set<String> = ["image", "picture", "graphic", "photo of", "photograph of", "icon of"]

    /// label-in-name and non-descriptive-name.
    func checkNameContent(_ interactive: [View], into ledger: inout RuleLedger) {
        for view in interactive {
            let label = ScreenInspection.label(view)
            guard !label.isEmpty else { continue }
            let element = snapshot(view)
            if let visible = Self.visibleName(view), view.customAccessibilityLabel != nil {
                let shown = Self.normalized(visible)
                let spoken = Self.normalized(label)
                let inputs = view.accessibilityUserInputLabels.map(Self.normalized)
                if spoken.contains(shown) || inputs.contains(where: { $0.contains(shown) }) {
                    ledger.pass(.labelInName, element)
                } else if Self.isPlaceholderTitle(visible) {
                    ledger.review(
                        .labelInName, element,
                        "'\(element.path)' shows \(Self.quoted(visible)) but is named \(Self.quoted(label)).",
                        because:
                            "\(Self.quoted(visible)) is Interface Builder's default title, which the app's code usually replaces at run time"
                    )
                } else {
                    ledger.fail(
                        .labelInName, element,
                        "'\(element.path)' shows \(Self.quoted(visible)) but VoiceOver and Voice Control know it as \(Self.quoted(label)): saying \"Tap \(visible)\" does not reach it."
                    )
                }
            }
            guard !(view is TabBarButton), view.accessibilityTraits.isDisjoint(with: [.backButton, .header]) else {
                continue
            }
            if Self.vagueNames.contains(Self.normalized(label)) {
                ledger.fail(
                    .nonDescriptiveName, element,
                    "'\(element.path)' is named \(Self.quoted(label)), which does not say what it opens or does when heard on its own."
                )
            } else {
                ledger.pass(.nonDescriptiveName, element)
            }
        }
    }

    /// The text a control shows, when it is words (not a symbol like "+").
    static func visibleName(_ view: View) -> String? {
        let text: String?
        switch view {
        case let button as Button: text = button.title
        case let tab as TabBarButton: text = tab.title
        default: text = nil
        }
        guard let text, text.filter(\.isLetter).count >= 2 else { return nil }
        return text.trimmingWhitespaceAndNewlines()
    }

    /// image-label-redundant, image-trait and disabled-control.
    func checkImagesAndStates(into ledger: inout RuleLedger) {
        for element in screen.tree.elements {
            let view = element.view
            let traits = view.accessibilityTraits
            let snapshot = snapshot(view)
            let interactive = ScreenInspection.isInteractive(view)
            if traits.contains(.image), !interactive, !ScreenInspection.label(view).isEmpty {
                let words = " \(Self.normalized(ScreenInspection.label(view))) "
                if let word = Self.imageWords.sorted().first(where: { words.contains(" \($0) ") }) {
                    ledger.fail(
                        .imageLabelRedundant, snapshot,
                        "The label \(Self.quoted(ScreenInspection.label(view))) of '\(snapshot.path)' says \(Self.quoted(word)): VoiceOver already says \(Self.quoted(snapshot.description))."
                    )
                } else {
                    ledger.pass(.imageLabelRedundant, snapshot)
                }
            }
            if view is ImageView, !interactive {
                if traits.contains(.image) {
                    ledger.pass(.imageTrait, snapshot)
                } else {
                    ledger.fail(
                        .imageTrait, snapshot,
                        "'\(snapshot.path)' is an image view whose traits [\(traits.names.joined(separator: ", "))] leave out image: VoiceOver says \(Self.quoted(snapshot.description)), not that it is a picture."
                    )
                }
            }
            if view is Control || traits.contains(.button) || traits.contains(.link) {
                if traits.contains(.notEnabled) {
                    ledger.fail(
                        .disabledControl, snapshot,
                        "'\(snapshot.path)' is dimmed: VoiceOver says \(Self.quoted(snapshot.description)). Check that the screen tells the user what enables it."
                    )
                } else {
                    ledger.pass(.disabledControl, snapshot)
                }
            }
        }
    }
}
