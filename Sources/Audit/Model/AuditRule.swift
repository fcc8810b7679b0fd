/// The audit's rules: a closed set, each with a stable id that
/// configuration files, baselines and reports use.
///
/// Metadata (title, impact, help text) is in `AuditRule+Catalog.swift`.
public enum AuditRule: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    // Static: names and labels.
    case interactiveName = "interactive-name"
    case imageLabel = "image-label"
    case labelFileName = "label-file-name"
    case labelReadable = "label-readable"
    case labelPunctuation = "label-punctuation"
    case labelRepeatsTrait = "label-repeats-trait"
    case labelLength = "label-length"
    case duplicateSpeech = "duplicate-speech"
    case placeholderOnlyName = "placeholder-only-name"
    case hintDuplicatesLabel = "hint-duplicates-label"
    case valueDuplicatesLabel = "value-duplicates-label"
    case customActionName = "custom-action-name"
    case labelInName = "label-in-name"
    case nonDescriptiveName = "non-descriptive-name"
    case imageLabelRedundant = "image-label-redundant"
    // Static: traits and structure.
    case conflictingTraits = "conflicting-traits"
    case buttonTrait = "button-trait"
    case screenHeading = "screen-heading"
    case nestedInteractive = "nested-interactive"
    case explicitOrder = "explicit-order"
    case groupSize = "group-size"
    case imageTrait = "image-trait"
    case disabledControl = "disabled-control"
    // Static: geometry.
    case targetSize = "target-size"
    case targetOverlap = "target-overlap"
    case prunedOnScreen = "pruned-on-screen"
    case offScreenInTree = "off-screen-in-tree"
    case controlSpacing = "control-spacing"
    // Static: colour and text.
    case textContrast = "text-contrast"
    case nonTextContrast = "non-text-contrast"
    case dynamicType = "dynamic-type"
    case clippedText = "clipped-text"
    // Dynamic.
    case modalEscape = "modal-escape"
    case modalBackground = "modal-background"
    case focusRestore = "focus-restore"
    case screenChangeFocus = "screen-change-focus"
    case notificationTarget = "notification-target"
    case adjustableValue = "adjustable-value"
    case scrollResponse = "scroll-response"
    case announcementInterrupted = "announcement-interrupted"
    case silentValueChange = "silent-value-change"
    case errorNotAnnounced = "error-not-announced"
    case unreachableElement = "unreachable-element"
    case swipeLoop = "swipe-loop"
    case magicTap = "magic-tap"

    /// Catalogue order.
    public var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Orders rules in catalogue order.
    public static func < (lhs: AuditRule, rhs: AuditRule) -> Bool { lhs.order < rhs.order }
}
