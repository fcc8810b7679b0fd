/// One thing VoiceOver said, on the virtual clock.
public struct Utterance: Sendable, Hashable, Codable {
    /// What an utterance is.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// An element's description when it is focused or read.
        case description
        /// An element's hint, after the pause.
        case hint
        /// An app announcement.
        case announcement
        /// A value after increment, decrement, toggle or stepping.
        case value
        /// A scroll or page status ("Page 2 of 3").
        case pageStatus
        /// The string argument of screenChanged or layoutChanged.
        case notification
        /// The rotor's name as it turns.
        case rotor
        /// A custom action's name in the Actions rotor.
        case action
        /// What typing entered: a character ("h", "cap H") or the word a
        /// space or punctuation completed, at a higher pitch.
        case echo
        /// A character deleted, at a lower pitch.
        case deletion
        /// The caret moving: the character passed, or "Insertion point at end.".
        case caret

        /// Whether the scenario key `speech` reads this kind
        /// (docs/scenario-format.md, "Time, focus and callbacks": everything but hints, announcements and
        /// the rotor's own name).
        public var countsAsSpeech: Bool {
            switch self {
            case .hint, .announcement, .rotor: false
            default: true
            }
        }
    }

    /// What it is.
    public var kind: Kind
    /// The words.
    public var text: String
    /// Start, in milliseconds of virtual time.
    public var start: Int
    /// The full duration, in milliseconds.
    public var duration: Int
    /// When it was cut short, if it was.
    public var interruptedAt: Int?
    /// The language or voice it was spoken with.
    public var voice: String
    /// The id of the element it describes, for descriptions and values.
    public var element: String? = nil

    /// When it stopped or will stop.
    public var end: Int { interruptedAt ?? start + duration }
}
