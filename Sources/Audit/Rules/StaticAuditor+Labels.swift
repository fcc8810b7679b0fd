internal import AppModel
internal import Crawl
internal import Foundation
internal import VoiceOver

/// Rules about names: missing, machine-like, redundant, duplicated.
extension StaticAuditor {
    /// interactive-name and image-label.
    func checkNames(_ interactive: [View], into ledger: inout RuleLedger) {
        for view in interactive {
            let element = snapshot(view)
            // A page control names itself by its value ("page 2 of 3"), as UIKit's does.
            if ScreenInspection.label(view).isEmpty, !(view is PageControl) {
                let message =
                    "The \(Self.kindWords(view)) '\(element.path)' has no label: VoiceOver says only \(Self.quoted(element.description))."
                if let reason = Self.filledByRowCode(view) {
                    ledger.review(.interactiveName, element, message, because: reason)
                } else {
                    ledger.fail(.interactiveName, element, message)
                }
            } else {
                ledger.pass(.interactiveName, element)
            }
        }
        for element in screen.tree.elements where element.view.accessibilityTraits.contains(.image) {
            let snapshot = snapshot(element.view)
            if ScreenInspection.label(element.view).isEmpty {
                ledger.fail(
                    .imageLabel, snapshot,
                    "The image '\(snapshot.path)' is an element with no label: VoiceOver says only \(Self.quoted(snapshot.description))."
                )
            } else {
                ledger.pass(.imageLabel, snapshot)
            }
        }
    }

    /// label-file-name, label-readable, label-punctuation, label-repeats-trait, label-length.
    func checkLabels(into ledger: inout RuleLedger) {
        for element in screen.tree.elements {
            let view = element.view
            let label = ScreenInspection.label(view)
            guard !label.isEmpty else { continue }
            let snapshot = snapshot(view)
            // Punctuation and length matter for controls; text content may
            // be sentences, and its length is the content's. A cell that
            // reads its own texts is content too (docs/voiceover-rules.md §3.6).
            let authored = view.customAccessibilityLabel != nil
            // A field's default label is its placeholder, text the user
            // reads too: placeholder-only-name judges it, not the rules for
            // control names.
            let isText =
                !ScreenInspection.isInteractive(view)
                || ((view is Cell || view is TextField || view is TextView) && !authored)
            // Text the element shows ("http://tiles.org/{z}.png" as a field's
            // example) is what sighted users read too: only a name that stands
            // for a picture or was written for VoiceOver is judged.
            let shows = [Self.shownText(view), (view as? TextField)?.placeholder].contains { $0 == label }
            let isFile = !shows && Self.looksLikeFileName(label, imageName: (view as? ImageView)?.imageName)
            if isFile {
                ledger.fail(
                    .labelFileName, snapshot,
                    "The label \(Self.quoted(label)) of '\(snapshot.path)' is a file or asset name.")
            } else {
                ledger.pass(.labelFileName, snapshot)
                // Visible text is read as shown ("SNOOZED", "FreeOTP", "pubQos"):
                // a sighted user reads the same words, so only a label the author
                // wrote for VoiceOver, and that differs from what the element
                // shows, is judged for code-like words, capitals and casing.
                let shown = Self.shownText(view).map(Self.normalized)
                let reason =
                    authored && shown != Self.normalized(label)
                    ? Self.unreadableReason(label, traits: view.accessibilityTraits) : nil
                if let reason {
                    ledger.fail(
                        .labelReadable, snapshot, "The label \(Self.quoted(label)) of '\(snapshot.path)' \(reason).")
                } else {
                    ledger.pass(.labelReadable, snapshot)
                }
            }
            guard !isText else { continue }
            if let last = label.last, ".,;:".contains(last), !label.hasSuffix("...") {
                ledger.fail(
                    .labelPunctuation, snapshot,
                    "The label \(Self.quoted(label)) of '\(snapshot.path)' ends with \(Self.quoted(String(last))).")
            } else {
                ledger.pass(.labelPunctuation, snapshot)
            }
            if let word = Self.repeatedTraitWord(label, traits: view.accessibilityTraits), !authored,
                Self.isPlaceholderTitle(label)
            {
                ledger.review(
                    .labelRepeatsTrait, snapshot,
                    "The label \(Self.quoted(label)) of '\(snapshot.path)' says \(Self.quoted(word)), which VoiceOver already speaks as the trait.",
                    because:
                        "\(Self.quoted(label)) is Interface Builder's default title, which the app's code usually replaces at run time"
                )
            } else if let word = Self.repeatedTraitWord(label, traits: view.accessibilityTraits) {
                ledger.fail(
                    .labelRepeatsTrait, snapshot,
                    "The label \(Self.quoted(label)) of '\(snapshot.path)' says \(Self.quoted(word)), which VoiceOver already speaks as the trait: \(Self.quoted(snapshot.description))."
                )
            } else {
                ledger.pass(.labelRepeatsTrait, snapshot)
            }
            // A button that says the words it shows is held to them, not to a length.
            let showsItsLabel = (view as? Button)?.title == label
            if label.count > Self.maximumLabelLength, !showsItsLabel {
                ledger.fail(
                    .labelLength, snapshot,
                    "The label of '\(snapshot.path)' has \(label.count) characters, more than \(Self.maximumLabelLength)."
                )
            } else {
                ledger.pass(.labelLength, snapshot)
            }
        }
    }

    /// duplicate-speech: two interactive elements whose spoken text is the same.
    func checkDuplicates(_ interactive: [View], into ledger: inout RuleLedger) {
        var first: [String: ElementSnapshot] = [:]
        var firstView: [String: View] = [:]
        for view in interactive {
            let element = snapshot(view)
            let key = Self.normalized(element.description)
            guard !key.isEmpty, !ScreenInspection.label(view).isEmpty else { continue }
            if let earlierView = firstView[key], view is Segment || view is StepperButton,
                type(of: view) == type(of: earlierView),
                view.superview !== earlierView.superview
            {
                // Segments of two segmented controls, or the halves of two
                // steppers: each belongs to its control, heard with its
                // position ("1 of 3") or after its stepper's label.
                ledger.pass(.duplicateSpeech, element)
            } else if let earlier = first[key], let earlierView = firstView[key],
                Self.isInSystemBar(view) != Self.isInSystemBar(earlierView)
            {
                ledger.review(
                    .duplicateSpeech, element,
                    "'\(element.path)' sounds the same as '\(earlier.path)': \(Self.quoted(element.description)).",
                    because:
                        "one is on a bar and one on the screen, and a screen with its own copy of a bar button (a back button) usually hides the bar in code"
                )
            } else if let earlier = first[key], view.customAccessibilityLabel == nil,
                Self.isPlaceholderTitle(ScreenInspection.label(view))
            {
                ledger.review(
                    .duplicateSpeech, element,
                    "'\(element.path)' sounds the same as '\(earlier.path)': \(Self.quoted(element.description)).",
                    because:
                        "\(Self.quoted(ScreenInspection.label(view))) is Interface Builder's default title, which the app's code usually replaces at run time"
                )
            } else if let earlierView = firstView[key],
                Self.namedOnlyByPlaceholder(view) && Self.namedOnlyByPlaceholder(earlierView)
            {
                // placeholder-only-name reports the problem, once per field.
                ledger.pass(.duplicateSpeech, element)
            } else if let earlierView = firstView[key], Self.inSiblingRows(view, earlierView) {
                // The same control in two rows of one list ("Delete" in each
                // row) does the same thing for its row, which it is heard in.
                ledger.pass(.duplicateSpeech, element)
            } else if let earlier = first[key], let earlierView = firstView[key],
                let holder = Self.textFromCode(view) ?? Self.textFromCode(earlierView)
            {
                ledger.review(
                    .duplicateSpeech, element,
                    "'\(element.path)' sounds the same as '\(earlier.path)': \(Self.quoted(element.description)).",
                    because:
                        "its words come from '\(ElementPath.path(of: holder))', an outlet of \(holder.outlet ?? "a custom class"), whose code sets the text the app shows"
                )
            } else if let earlier = first[key] {
                ledger.fail(
                    .duplicateSpeech, element,
                    "'\(element.path)' sounds the same as '\(earlier.path)': \(Self.quoted(element.description)).",
                    related: [earlier.path])
            } else {
                first[key] = element
                firstView[key] = view
                ledger.pass(.duplicateSpeech, element)
            }
        }
    }

    /// Why a field's or button's name may come from code: it is an outlet of
    /// a prototype row's class, which fills each row it repeats (a field's
    /// placeholder, a button's title), so the sample in the file is empty.
    static func filledByRowCode(_ view: View) -> String? {
        guard view is TextField || view is TextView || view is Button, let outlet = view.outlet,
            let row = view.selfAndSuperviews.first(where: { $0 is Cell }) as? Cell, row.isPrototype
        else { return nil }
        return
            "it is \(outlet) in a prototype row, whose code fills each row it shows (a field's placeholder, a button's title)"
    }

    /// What kind of element `view` is, in words: "switch", "text field",
    /// "stepper button", "element" for a bare one.
    static func kindWords(_ view: View) -> String {
        let name = type(of: view).kindName
        var words = ""
        for character in name {
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        switch words {
        case "text": return "text"
        case "segmented": return "segmented control"
        case "tab": return "tab"
        case "view", "control": return "element"
        default: return words
        }
    }

    /// Whether `view` is a text field whose only name is its placeholder.
    static func namedOnlyByPlaceholder(_ view: View) -> Bool {
        guard let field = view as? TextField, let placeholder = field.placeholder, !placeholder.isEmpty else {
            return false
        }
        return ScreenInspection.label(field) == placeholder && !field.accessibilityTraits.contains(.searchField)
    }

    /// Whether `a` and `b` lie in two different cells of the same table or
    /// collection, neither being the cell itself.
    static func inSiblingRows(_ a: View, _ b: View) -> Bool {
        guard !(a is Cell), !(b is Cell), let cellA = a.selfAndSuperviews.first(where: { $0 is Cell }),
            let cellB = b.selfAndSuperviews.first(where: { $0 is Cell }), cellA !== cellB
        else { return false }
        return innermostScrollView(of: cellA) === innermostScrollView(of: cellB)
    }

    /// The view whose text code sets, when `view` speaks it: `view` itself
    /// held by an outlet without an authored label, or a label held by an
    /// outlet inside a cell that reads its labels.
    static func textFromCode(_ view: View) -> View? {
        guard view.customAccessibilityLabel == nil else { return nil }
        if view.outlet != nil { return view }
        guard view is Cell else { return nil }
        return view.subtree.first { $0 is Label && $0.outlet != nil }
    }

    /// placeholder-only-name.
    func checkTextFields(into ledger: inout RuleLedger) {
        for element in screen.tree.elements {
            guard let field = element.view as? TextField else { continue }
            let snapshot = snapshot(field)
            let label = ScreenInspection.label(field)
            // A search field says what it is by its trait ("Search Field"), whatever it holds.
            if let placeholder = field.placeholder, !placeholder.isEmpty, label == placeholder,
                !field.accessibilityTraits.contains(.searchField)
            {
                ledger.fail(
                    .placeholderOnlyName, snapshot,
                    "The text field '\(snapshot.path)' is named only by its placeholder \(Self.quoted(placeholder)).")
            } else {
                ledger.pass(.placeholderOnlyName, snapshot)
            }
        }
    }

    /// hint-duplicates-label and value-duplicates-label.
    func checkHintsAndValues(into ledger: inout RuleLedger) {
        for element in screen.tree.elements {
            let view = element.view
            let label = Self.normalized(view.accessibilityLabel ?? "")
            if let hint = view.accessibilityHint, !hint.isEmpty {
                let snapshot = snapshot(view)
                if !label.isEmpty, Self.normalized(hint) == label {
                    ledger.fail(
                        .hintDuplicatesLabel, snapshot,
                        "The hint \(Self.quoted(hint)) of '\(snapshot.path)' repeats its label.")
                } else {
                    ledger.pass(.hintDuplicatesLabel, snapshot)
                }
            }
            if let value = view.accessibilityValue, !value.isEmpty {
                let snapshot = snapshot(view)
                if !label.isEmpty, Self.normalized(value) == label {
                    ledger.fail(
                        .valueDuplicatesLabel, snapshot,
                        "The value \(Self.quoted(value)) of '\(snapshot.path)' repeats its label.")
                } else {
                    ledger.pass(.valueDuplicatesLabel, snapshot)
                }
            }
        }
    }

    /// custom-action-name.
    func checkCustomActions(into ledger: inout RuleLedger) {
        for element in screen.tree.elements where !element.view.accessibilityCustomActions.isEmpty {
            let snapshot = snapshot(element.view)
            let names = element.view.accessibilityCustomActions.map { $0.name.trimmingCharacters(in: .whitespaces) }
            var seen: Set<String> = []
            let duplicates = names.filter { !$0.isEmpty && !seen.insert($0.lowercased()).inserted }
            if names.contains(where: \.isEmpty) {
                ledger.fail(.customActionName, snapshot, "'\(snapshot.path)' has a custom action with no name.")
            } else if let duplicate = duplicates.first {
                ledger.fail(
                    .customActionName, snapshot,
                    "'\(snapshot.path)' has two custom actions named \(Self.quoted(duplicate)).")
            } else {
                ledger.pass(.customActionName, snapshot)
            }
        }
    }

    // MARK: Label heuristics

    static let maximumLabelLength = 40

    static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp", "tiff", "bmp",
    ]

    /// A file name ("close.png", "icon@2x"), an asset-catalog name
    /// ("ic_close", "btn-play") or the image's own name.
    static func looksLikeFileName(_ label: String, imageName: String?) -> Bool {
        if let imageName, !imageName.isEmpty, label == imageName, !label.contains(" ") { return true }
        guard !label.contains(" ") else { return false }
        let lower = label.lowercased()
        if let dot = lower.lastIndex(of: "."), imageExtensions.contains(String(lower[lower.index(after: dot)...])) {
            return true
        }
        if lower.contains("@2x") || lower.contains("@3x") { return true }
        let prefixes = ["ic_", "ic-", "icon_", "icon-", "img_", "img-", "image_", "btn_", "btn-", "asset_", "bg_"]
        return prefixes.contains { lower.hasPrefix($0) } || lower.hasSuffix("_icon") || lower.hasSuffix("-icon")
    }

    /// Why a label is not words a person would say, if it is not.
    static func unreadableReason(_ label: String, traits: AccessibilityTraits) -> String? {
        let letters = label.filter(\.isLetter)
        if label.count == 1, !traits.contains(.keyboardKey), label.first?.isNumber != true {
            return "is a single character"
        }
        if !label.contains(" ") {
            if label.contains("_") { return "is written in snake_case, like an identifier" }
            let scalars = Array(label)
            for index in scalars.indices.dropFirst() where scalars[index].isUppercase && scalars[index - 1].isLowercase
            {
                return "is written in camelCase, like an identifier"
            }
        }
        if letters.count >= 4, letters.allSatisfy(\.isUppercase), label.contains(" ") || letters.count > 5 {
            return "is in capitals, which VoiceOver may spell out letter by letter"
        }
        return nil
    }

    /// Interface Builder's default texts for new controls and cells, which an
    /// app's code sets before the user sees them.
    static func isPlaceholderTitle(_ text: String) -> Bool {
        ["Button", "Label", "Title", "Subtitle", "Detail", "Text", "Item", "First", "Second"].contains(text)
            || text.hasPrefix("Lorem ipsum")
    }

    /// The words `view` draws on screen, when it draws any: a label's
    /// text, a button's title, a text view's text.
    static func shownText(_ view: View) -> String? {
        switch view {
        case let label as Label: label.text
        case let button as Button: button.title
        case let text as TextView: text.text
        default: nil
        }
    }

    /// The role word a label repeats ("Play button" on a button), if any.
    static func repeatedTraitWord(_ label: String, traits: AccessibilityTraits) -> String? {
        let words = normalized(label).split(separator: " ").map(String.init)
        guard let last = words.last, let first = words.first else { return nil }
        var roles: [(AccessibilityTraits, [String])] = [
            (.button, ["button", "btn"]), (.link, ["link"]), (.image, ["image", "picture", "graphic", "icon"]),
            (.header, ["heading", "header"]), (.tabBarItem, ["tab"]), (.adjustable, ["slider", "adjustable"]),
        ]
        roles.append((.searchField, ["field"]))
        roles.append((.textEntry, ["field"]))
        // VoiceOver reads a tab as "Tab", never "Button": a tab named for
        // the buttons it leads to repeats nothing.
        let spoken = traits.contains(.tabBarItem) ? traits.subtracting(.button) : traits
        for (trait, names) in roles where spoken.contains(trait) {
            if names.contains(last) { return last }
            if trait == .image, names.contains(first), words.count > 1, words[1] == "of" { return "\(first) of" }
        }
        return nil
    }
}
