extension AuditRule {
    /// A one-line title.
    public var title: String { entry.title }
    /// The impact a finding has unless the configuration changes it.
    public var defaultImpact: Impact { entry.impact }
    /// What to do about a finding.
    public var help: String { entry.help }
    /// Static or dynamic, said for each rule: a rule's place in the list
    /// never decides it.
    public var kind: RuleKind {
        switch self {
        case .interactiveName, .imageLabel, .labelFileName, .labelReadable, .labelPunctuation, .labelRepeatsTrait,
            .labelLength,
            .duplicateSpeech, .placeholderOnlyName, .hintDuplicatesLabel, .valueDuplicatesLabel, .customActionName,
            .conflictingTraits,
            .buttonTrait, .screenHeading, .nestedInteractive, .explicitOrder, .groupSize, .targetSize, .targetOverlap,
            .prunedOnScreen,
            .offScreenInTree, .labelInName, .nonDescriptiveName, .imageLabelRedundant, .imageTrait, .disabledControl,
            .controlSpacing,
            .textContrast, .nonTextContrast, .dynamicType, .clippedText:
            .static
        case .modalEscape, .modalBackground, .focusRestore, .screenChangeFocus, .notificationTarget, .adjustableValue,
            .scrollResponse,
            .announcementInterrupted, .silentValueChange, .errorNotAnnounced, .unreachableElement, .swipeLoop,
            .magicTap:
            .dynamic
        }
    }
    /// Whether the rule only advises: its findings are `incomplete` (needs
    /// review) rather than violations.
    public var isAdvisory: Bool { self == .magicTap || self == .disabledControl }
    /// The peer rules it corresponds to, for people who know them (the README names the peers).
    public var peers: String { entry.peers }

    private var entry: (title: String, impact: Impact, help: String, peers: String) {
        switch self {
        case .interactiveName:
            (
                "Interactive element has no name", .critical,
                "Give the control an accessibilityLabel that says what it does; VoiceOver otherwise reads only its trait (\"Button.\").",
                "GTX Accessibility label, ATF SpeakableTextPresentCheck, XAA sufficientElementDescription, AXE button-name"
            )
        case .imageLabel:
            (
                "Image element has no label", .serious,
                "Label the image with what it shows, or hide it from VoiceOver (isAccessibilityElement = false) when it is decorative.",
                "SL accessibility_label_for_image, A11Y imageLabel, AXE image-alt"
            )
        case .labelFileName:
            (
                "Label is a file or asset name", .serious,
                "Replace the file or asset name with words a person would say (\"Close\", not \"close_icon_white\").",
                "XAA missing label / image name, A11Y imageLabel"
            )
        case .labelReadable:
            (
                "Label is not human-readable", .moderate,
                "Write the label as words: no identifiers, camelCase, snake_case, single characters or all capitals. Visible text (a label's or a cell's own text) is read as shown: only code-like text (snake_case, lower camelCase) is flagged there.",
                "XAA human-readable, A11Y labelPresence"
            )
        case .labelPunctuation:
            (
                "Label of a control ends with punctuation", .minor,
                "Remove the trailing punctuation: VoiceOver adds its own pauses, and only static text should end with a full stop.",
                "GTX Accessibility label punctuation, A11Y buttonLabel"
            )
        case .labelRepeatsTrait:
            (
                "Label repeats the element's trait", .minor,
                "Drop the role word from the label (\"Play\", not \"Play button\"): VoiceOver already speaks the trait.",
                "GTX label-trait overlap, ATF RedundantDescriptionCheck, AXE image-redundant-alt"
            )
        case .labelLength:
            (
                "Label is too long", .minor,
                "Keep the label under 40 characters; move the detail into the hint or the value. Text content, including a cell that reads its own texts, is not held to it.",
                "A11Y labelLength"
            )
        case .duplicateSpeech:
            (
                "Two controls sound the same", .moderate,
                "Make each control's spoken text unique, e.g. \"Delete message from Anna\" instead of two \"Delete\" buttons.",
                "ATF DuplicateSpeakableTextCheck, A11Y duplicated"
            )
        case .placeholderOnlyName:
            (
                "Text field is named only by its placeholder", .serious,
                "Give the field an accessibilityLabel: the placeholder disappears once the user types, and with it the field's name.",
                "ATF EditableContentDescCheck, AXA EditTextName, AXE label-title-only"
            )
        case .hintDuplicatesLabel:
            (
                "Hint repeats the label", .minor,
                "Make the hint say what happens on activation (\"Opens the settings.\"), or remove it.",
                "none: no peer tool checks this"
            )
        case .valueDuplicatesLabel:
            (
                "Value repeats the label", .minor,
                "The value should be the changing state (\"50%\", \"On\"); do not repeat the label in it.",
                "none: no peer tool checks this"
            )
        case .customActionName:
            (
                "Custom action has an empty or duplicate name", .serious,
                "Name every custom action, each differently, with the verb the user picks from the actions rotor.",
                "XAA action"
            )
        case .labelInName:
            (
                "Visible text is missing from the label", .serious,
                "Start the accessibilityLabel with the text the control shows (WCAG 2.5.3): Voice Control users say what they see, and \"Tap Send\" fails when the label is \"Submit message\". Or list the visible text in accessibilityUserInputLabels.",
                "AXE label-content-name-mismatch, XAA sufficientElementDescription"
            )
        case .nonDescriptiveName:
            (
                "Control's name does not say what it does", .moderate,
                "Name the destination or action (\"Read the privacy policy\", not \"Learn more\"): VoiceOver users who move by controls or the rotor hear the name without the text around it (WCAG 2.4.4, 2.4.9).",
                "AXE link-name (purpose), A11Y labelPresence"
            )
        case .imageLabelRedundant:
            (
                "Image label says \"image\"", .minor,
                "Describe what the image shows (\"Golden retriever on a beach\"): VoiceOver already says \"Image.\", so \"Picture of …\" or \"… image\" says it twice.",
                "ATF RedundantDescriptionCheck, AXE image-redundant-alt, XAA sufficientElementDescription"
            )
        case .conflictingTraits:
            (
                "Element has conflicting traits", .serious,
                "Keep one role: button and link, button and adjustable, static text and updates frequently cannot all be true.",
                "GTX Accessibility traits, A11Y conflictingTraits, DQ Conflicting Traits"
            )
        case .buttonTrait:
            (
                "Element that acts like a button has no button trait", .serious,
                "Add the button trait (or link, adjustable, …) to an element that does something on double tap, so VoiceOver says it can be activated.",
                "A11Y buttonTrait, SL accessibility_trait_for_button"
            )
        case .screenHeading:
            (
                "Screen has no heading", .moderate,
                "Mark the screen's title (or each section's title) with the header trait so the headings rotor can reach it. The rule applies to screens that show a title: short plain text read first, in the top third of the screen.",
                "A11Y header, AXE page-has-heading-one"
            )
        case .nestedInteractive:
            (
                "An element hides interactive children", .serious,
                "An accessibility element hides everything inside it: expose the controls inside (isAccessibilityElement = false on the container) or give the container custom actions for them. Controls VoiceOver reaches on their own (a cell's embedded controls) and a cell's switch accessory are not hidden.",
                "DQ Nested A11y Elements, AXE nested-interactive"
            )
        case .explicitOrder:
            (
                "Explicit element order is malformed", .serious,
                "List each element once in accessibilityElements, and only views inside the container.",
                "none: no peer tool checks this"
            )
        case .groupSize:
            (
                "Group holds one element or none", .minor,
                "Remove shouldGroupAccessibilityChildren from a container with fewer than two elements; it changes nothing but the order.",
                "none: no peer tool checks this"
            )
        case .imageTrait:
            (
                "Image element has no image trait", .minor,
                "Keep the image trait on an image view that is an element (set traits to include .image), so VoiceOver says \"Image.\" and the user knows it is a picture, not text.",
                "XAA trait, A11Y imageTrait"
            )
        case .disabledControl:
            (
                "Dimmed control: check that the screen says why", .minor,
                "A disabled control is read with \"Dimmed\" and cannot be used: make sure the screen says what enables it, or keep it enabled and explain what is missing when it is activated. Advisory: findings need review.",
                "XAA trait (notEnabled), none for the advice"
            )
        case .controlSpacing:
            (
                "Controls are closer than 8 points", .minor,
                "Leave at least 8 points between controls, more around small ones, so a touch meant for one does not land on its neighbour (Apple HIG, Layout; WCAG 2.5.8's spacing). Controls of 44 points or more in the direction of the gap, rows of a table and segments of one control are left out.",
                "XAA hitRegion, A11Y controlSpacing"
            )
        case .textContrast:
            (
                "Text contrast is too low", .serious,
                "Make the text and its background differ more: 4.5:1 for text under 18 points (14 points bold), 3:1 for larger text (WCAG 1.4.3). Checked in each appearance whose colours the input defines; text over an image needs review.",
                "XAA contrast, ATF TextContrastCheck, AXE color-contrast, GTX Contrast"
            )
        case .nonTextContrast:
            (
                "Icon or control colour contrast is too low", .moderate,
                "Give icons drawn in the tint, and the on-state of switches, sliders and page controls, at least 3:1 against what is behind them (WCAG 1.4.11). UIKit's own default colours are not judged.",
                "XAA contrast, ATF ImageContrastCheck, AXE non-text-contrast"
            )
        case .dynamicType:
            (
                "Text does not follow the user's text size", .moderate,
                "Use a text style (UIFont.preferredFont(forTextStyle:), or UIFontMetrics for a custom font) and set adjustsFontForContentSizeCategory, so text grows with the user's Dynamic Type setting. Reported once per text, on the first screen that shows it.",
                "XAA dynamicType, A11Y dynamicType"
            )
        case .clippedText:
            (
                "Text does not fit its frame", .moderate,
                "Let the text wrap (numberOfLines = 0), widen its frame or shorten it: a truncated label hides words from sighted users. At the largest accessibility text size the fit needs review, as no Auto Layout pass runs.",
                "XAA textClipped"
            )
        case .targetSize:
            (
                "Touch target is too small", .serious,
                "Make the control at least 44 by 44 points, or enlarge its hit area (and accessibilityFrame). Two levels, each with its impact: under 24 by 24 points fails WCAG 2.5.8 (AA, serious); a custom control under 44 by 44 misses the Apple HIG's minimum (WCAG 2.5.5, AAA, moderate). Standard UIKit controls at their system size (switch, slider, segmented control, text field, stepper, page control) are held to 24 points only: UIKit sets their hit regions.",
                "GTX Touch target size, ATF TouchTargetSizeCheck, XAA hitRegion, AXE target-size"
            )
        case .targetOverlap:
            (
                "Touch targets overlap", .moderate,
                "Separate the controls so that a touch lands on one of them only. A control lying on the element that contains it (a cell's switch) is no collision.",
                "A11Y controlOverlap, DQ Colliding Controls, ATF DuplicateClickableBoundsCheck"
            )
        case .prunedOnScreen:
            (
                "Visible element is missing from the accessibility tree", .serious,
                "The element is on screen but VoiceOver cannot reach it: remove accessibilityElementsHidden above it, or list it in its container's accessibilityElements.",
                "XAA elementDetection, ATF UnexposedTextCheck"
            )
        case .offScreenInTree:
            (
                "Off-screen element is still in the accessibility tree", .moderate,
                "Hide the element (isHidden or accessibilityElementsHidden) while it is moved off screen, e.g. a closed drawer.",
                "AXE aria-hidden-focus (the reverse)"
            )
        case .modalEscape:
            (
                "Modal view cannot be closed", .critical,
                "Implement accessibilityPerformEscape on the modal view or its controller, or give it a Close or Cancel button.",
                "none: no peer tool checks this"
            )
        case .modalBackground:
            (
                "Background stays reachable behind an overlay", .serious,
                "Set accessibilityViewIsModal on the overlay's view so that VoiceOver ignores what is behind it.",
                "XAA parentChild, AXE aria-hidden-focus"
            )
        case .focusRestore:
            (
                "Focus is not restored after going back", .serious,
                "Return focus to the control that opened the screen: post layoutChanged with it after dismissing or popping.",
                "react-native #49462"
            )
        case .screenChangeFocus:
            (
                "Screen changed and focus was lost", .serious,
                "Post screenChanged (with the new screen's first element) when new content replaces the screen.",
                "AXA DontMoveAccessibilityFocus"
            )
        case .notificationTarget:
            (
                "Notification names an element VoiceOver cannot reach", .serious,
                "Post layoutChanged or screenChanged with an element that is visible and in the tree, after it appears.",
                "none: no peer tool checks this"
            )
        case .adjustableValue:
            (
                "Adjustable element does not change its value", .serious,
                "Change and report the value in accessibilityIncrement and accessibilityDecrement, or drop the adjustable trait.",
                "none: no peer tool checks this"
            )
        case .scrollResponse:
            (
                "Scrollable content does not answer a three-finger swipe", .moderate,
                "Let the scroll view scroll by a page (or implement accessibilityScroll) and post pageScrolled with the position (\"Page 2 of 5\").",
                "none: no peer tool checks this"
            )
        case .announcementInterrupted:
            (
                "Announcement was cut off before it finished", .moderate,
                "Post the announcement after the focus change settles, or with high priority, so it is heard to the end.",
                "none: no peer tool checks this"
            )
        case .silentValueChange:
            (
                "Focused element's value changed silently", .moderate,
                "Post an announcement or layoutChanged when content the user is on changes, or give it the updatesFrequently trait.",
                "none: no peer tool checks this"
            )
        case .errorNotAnnounced:
            (
                "Error message shown but not said", .serious,
                "When a form shows an error, post an announcement with its text or move VoiceOver focus to it (layoutChanged with the message), so someone who cannot see it hears it (WCAG 4.1.3 Status Messages).",
                "none: no peer tool checks this"
            )
        case .unreachableElement:
            (
                "Element reachable by touch but not by swiping", .serious,
                "Every element must be reachable in swipe order: do not move focus back from accessibilityElementDidBecomeFocused.",
                "ATF TraversalOrderCheck"
            )
        case .swipeLoop:
            (
                "Swipe order loops", .critical,
                "Swiping right must move forward through every element and end: do not post layoutChanged to an earlier element when one gains focus.",
                "ATF TraversalOrderCheck, LAT navigation loop"
            )
        case .magicTap:
            (
                "Magic tap does nothing on a screen with one primary action", .minor,
                "Implement accessibilityPerformMagicTap to trigger the screen's main action (play, answer, send).",
                "none: no peer tool checks this"
            )
        }
    }
}
