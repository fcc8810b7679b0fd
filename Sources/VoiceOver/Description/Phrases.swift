/// Every English word and phrase VoiceOver adds to what the app provides
/// (AccessibilitySnapshot's `Localizable.strings`, docs/voiceover-rules.md
/// §3). One table, so a new trait word or a translation changes one place.
enum Phrases {
    static let selected = "Selected"
    static let dimmed = "Dimmed."
    static let button = "Button."
    static let backButton = "Back Button."
    static let switchButton = "Switch Button."
    static let on = "On."
    static let off = "Off."
    static let mixed = "Mixed."
    static let tab = "Tab."
    static let textField = "Text Field."
    static let secureTextField = "Secure Text Field."
    static let isEditing = "Is editing."
    static let heading = "Heading."
    static func heading(level: Int) -> String { "Heading level \(level)." }
    static let link = "Link."
    static let adjustable = "Adjustable."
    static let image = "Image."
    static let searchField = "Search Field."
    static let listStart = "List Start."
    static let listEnd = "List End."
    static let landmarkStart = "Landmark."
    static let landmarkEnd = "End."
    static let actionsAvailable = "Actions Available."
    static let moreContentAvailable = "More Content Available."
    static let activateAction = "Activate"

    static let toggleHint = "Double tap to toggle setting."
    static let editHint = "Double tap to edit."
    static let editingHint = "Use the rotor to access Misspelled Words"
    static let characterMode = "Character mode."
    static let wordMode = "Word mode."
    static let lineMode = "Line mode."
    static let insertionPointAtStart = "Insertion point at start."
    static let insertionPointAtEnd = "Insertion point at end."
    /// Unverified wording for a caret inside the text (docs/voiceover-rules.md, "Text entry").
    static let insertionPointInside = "Insertion point in the middle."
    /// Names VoiceOver speaks for characters typed, deleted or passed with
    /// the punctuation level at its default, Some.
    static let characterNames: [Character: String] = [
        " ": "space", "\n": "new line", "\t": "tab", ".": "period", ",": "comma", "@": "at", "-": "dash",
        "_": "underscore",
        "!": "exclamation mark", "?": "question mark", "'": "apostrophe", "\"": "quote", ":": "colon", ";": "semicolon",
        "/": "slash", "&": "ampersand", "#": "number", "+": "plus", "=": "equals", "(": "left paren",
        ")": "right paren", "*": "star",
    ]
    static let textAreaHint = "Double tap to edit., Use the rotor to access Misspelled Words"
    static let adjustableHint = "Swipe up or down with one finger to adjust the value."

    /// "N of M." for tabs and series.
    static func position(_ index: Int, of count: Int) -> String { "\(index) of \(count)." }
    /// "Spans N rows." / "Spans N columns."
    static func spans(_ count: Int, rows: Bool) -> String { "Spans \(count) \(rows ? "rows" : "columns")." }
    static func row(_ row: Int) -> String { "Row \(row)." }
    static func column(_ column: Int) -> String { "Column \(column)." }

    /// What the switch trait says for a value: "On.", "Off.", "Mixed.", or
    /// the value itself (iOS 17 and later).
    static func switchState(_ value: String?) -> String? {
        switch value {
        case "1": on
        case "0": off
        case "2": mixed
        case nil, "": nil
        case let other?: other
        }
    }

    /// The value spoken after a toggle: the state word without its period.
    static func spokenSwitchValue(_ value: String?) -> String? {
        switchState(value).map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }
    }

    /// The rotor's name as VoiceOver speaks it when turned.
    static func rotorName(_ rotor: Rotor) -> String {
        switch rotor {
        case .headings: "Headings"
        case .links: "Links"
        case .containers: "Containers"
        case .actions: "Actions"
        case .adjustValue: "Adjust Value"
        case .landmarks: "Landmarks"
        case .images: "Images"
        case .textFields: "Text Fields"
        case .characters: "Characters"
        case .words: "Words"
        case .lines: "Lines"
        case .custom(let name): name
        }
    }
}
