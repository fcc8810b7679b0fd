/// The role and state flags of an accessibility element (`UIAccessibilityTraits`).
///
/// Raw values are UIKit's: the public bits from `UIAccessibilityConstants.h`
/// and the private ones VoiceOver reads (text entry, back button, tab bar
/// item, switch button) at the bit positions AXRuntime uses.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, Codable {
    /// The traits as UIKit's bit mask.
    public let rawValue: UInt64

    /// Creates traits from a raw bit mask.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Behaves like a button. Reads as "Button."
    public static let button = Self(rawValue: 1 << 0)
    /// Opens a link. Reads as "Link."
    public static let link = Self(rawValue: 1 << 1)
    /// Is an image. Reads as "Image."
    public static let image = Self(rawValue: 1 << 2)
    /// Is selected. Reads as "Selected: " before the label.
    public static let selected = Self(rawValue: 1 << 3)
    /// Plays its own sound on activation.
    public static let playsSound = Self(rawValue: 1 << 4)
    /// Behaves as a keyboard key; suppresses "Button."
    public static let keyboardKey = Self(rawValue: 1 << 5)
    /// Static text that cannot change.
    public static let staticText = Self(rawValue: 1 << 6)
    /// Summary read when the app starts.
    public static let summaryElement = Self(rawValue: 1 << 7)
    /// Not enabled. Reads as "Dimmed."
    public static let notEnabled = Self(rawValue: 1 << 8)
    /// Label or value changes often.
    public static let updatesFrequently = Self(rawValue: 1 << 9)
    /// Is a search field. Reads as "Search Field."
    public static let searchField = Self(rawValue: 1 << 10)
    /// Starts a media session on activation; VoiceOver stays silent after it.
    public static let startsMediaSession = Self(rawValue: 1 << 11)
    /// Adjustable with increment and decrement. Reads as "Adjustable."
    public static let adjustable = Self(rawValue: 1 << 12)
    /// Touches pass straight through.
    public static let allowsDirectInteraction = Self(rawValue: 1 << 13)
    /// Turns the page after being read during read-all.
    public static let causesPageTurn = Self(rawValue: 1 << 14)
    /// Is a heading. Reads as "Heading."
    public static let header = Self(rawValue: 1 << 16)
    /// Private: a text entry field. Reads as "Text Field."
    public static let textEntry = Self(rawValue: 1 << 18)
    /// Private: the text field is being edited. Reads as "Is editing."
    public static let isEditing = Self(rawValue: 1 << 21)
    /// Private: a secure text field. Reads as "Secure Text Field."
    public static let secureTextField = Self(rawValue: 1 << 24)
    /// Private: a navigation bar's back button. Reads as "Back Button."
    public static let backButton = Self(rawValue: 1 << 27)
    /// Private: an item of a tab bar. Reads as "Tab."
    public static let tabBarItem = Self(rawValue: 1 << 28)
    /// A container whose children read as tabs ("Tab. N of M."). UIKit does not
    /// publish its number; the value of one SDK shim is used.
    public static let tabBar = Self(rawValue: 1 << 33)
    /// Private: a multi-line text area.
    public static let textArea = Self(rawValue: 1 << 47)
    /// A toggle (`UIAccessibilityTraitToggleButton`, iOS 17). With ``button``
    /// reads as "Switch Button." followed by "On."/"Off."/"Mixed."
    public static let toggleButton = Self(rawValue: 1 << 53)

    /// Every trait with the name scenario files and reports use, in raw-value order.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("header", .header), ("textEntry", .textEntry), ("isEditing", .isEditing),
        ("secureTextField", .secureTextField), ("backButton", .backButton),
        ("tabBarItem", .tabBarItem), ("tabBar", .tabBar), ("textArea", .textArea),
        ("toggleButton", .toggleButton),
    ]

    /// The trait with this name, or `nil` when the name is unknown.
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.trait
    }

    /// The names of the traits set, in raw-value order.
    public var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }
}
