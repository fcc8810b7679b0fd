extension AuditRule {
    /// Whether the rule's verdict on an element rests on what the element
    /// says or on a size that follows from its text: the name and label
    /// rules, and the geometry rules (a text's frame is measured from its
    /// words). When code sets the element's text at run time, such a
    /// verdict needs review instead of being a violation.
    var readsElementText: Bool {
        switch self {
        case .interactiveName, .imageLabel, .labelFileName, .labelReadable, .labelPunctuation, .labelRepeatsTrait,
            .labelLength,
            .duplicateSpeech, .placeholderOnlyName, .hintDuplicatesLabel, .valueDuplicatesLabel, .customActionName,
            .labelInName,
            .nonDescriptiveName, .imageLabelRedundant, .targetSize, .targetOverlap, .controlSpacing, .clippedText,
            .offScreenInTree,
            .adjustableValue:
            true
        default:
            false
        }
    }

    /// Whether the rule judges a whole screen (its headings), which a
    /// SwiftUI preview of one part of a screen is not.
    var presumesWholeScreen: Bool { self == .screenHeading }
}
