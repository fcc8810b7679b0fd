/// A rotor setting: what one-finger swipes up and down move by or do
/// (docs/voiceover-rules.md §5.4): one of VoiceOver's own, or an app's
/// custom rotor by its name.
public enum Rotor: Sendable, Hashable, CaseIterable, RawRepresentable, Codable {
    /// VoiceOver's own settings that move to the next element of a kind, choose
    /// a custom action, or adjust a value.
    case headings, links, containers, actions, adjustValue, landmarks, images, textFields
    /// The text units a swipe moves the caret by while a field is edited.
    case characters, words, lines
    /// A custom rotor an app declares (`accessibilityCustomRotors`), by name.
    case custom(String)

    /// VoiceOver's own settings, in the order the scenario format lists them.
    public static let allCases: [Rotor] = [
        .headings, .links, .containers, .actions, .adjustValue, .landmarks, .images, .textFields, .characters, .words,
        .lines,
    ]

    /// One of VoiceOver's own settings by its scenario name (`headings`);
    /// a custom rotor is made with ``custom(_:)``.
    public init?(rawValue: String) {
        guard let found = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = found
    }

    /// The scenario name of a setting of VoiceOver's own; a custom rotor's name.
    public var rawValue: String {
        switch self {
        case .headings: "headings"
        case .links: "links"
        case .containers: "containers"
        case .actions: "actions"
        case .adjustValue: "adjustValue"
        case .landmarks: "landmarks"
        case .images: "images"
        case .textFields: "textFields"
        case .characters: "characters"
        case .words: "words"
        case .lines: "lines"
        case .custom(let name): name
        }
    }

    /// A custom rotor is never one of VoiceOver's own, whatever its name
    /// (the standard library would compare raw values).
    public static func == (lhs: Rotor, rhs: Rotor) -> Bool {
        switch (lhs, rhs) {
        case (.custom(let a), .custom(let b)): a == b
        case (.custom, _), (_, .custom): false
        default: lhs.rawValue == rhs.rawValue
        }
    }

    /// Hashes a custom rotor apart from VoiceOver's own setting of the same name.
    public func hash(into hasher: inout Hasher) {
        if case .custom = self { hasher.combine(true) }
        hasher.combine(rawValue)
    }

    /// Written as its name; a name that is not one of VoiceOver's own is a custom rotor.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        self = Rotor(rawValue: name) ?? .custom(name)
    }

    /// Written as its name (``rawValue``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
