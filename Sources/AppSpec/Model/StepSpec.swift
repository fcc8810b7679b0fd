public import Diagnostics
public import AppModel
public import VoiceOver

/// One step of the script (docs/scenario-format.md, "Steps"). Loaded from
/// a scenario file, or built in code with the static factories
/// (`.gesture(.swipeRight)`, `.present("sort")`, `.wait(2)`) and written
/// back as YAML by the YAML front end's writer.
public struct StepSpec: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A VoiceOver gesture.
        case gesture(Gesture)
        case wait(Double)
        case rotate(Orientation)
        case device(Device)
        case memoryWarning, relaunch
        case voiceOver(Bool)
        /// `do:` the app's actions, as code would.
        case perform([ActionSpec])
        /// Move VoiceOver focus to a view by id.
        case focus(String)
        case expect([ExpectationSpec])
        /// Typing into the field being edited.
        case edit(TextEdit)
    }

    /// A key pressed on the keyboard while a field is edited
    /// (docs/scenario-format.md, "Steps").
    public enum TextEdit: Sendable, Hashable {
        /// `type: TEXT`: each character typed in turn.
        case type(String)
        /// `delete: N`: the delete key N times (default 1).
        case delete(Int)
        /// `return`: the return key.
        case returnKey
        /// `clearText`: the field's clear button.
        case clearText
        /// `dismissKeyboard`: the keyboard hidden (iPad's hide-keyboard key).
        case dismissKeyboard

        /// The step's name in a scenario file.
        public var name: String {
            switch self {
            case .type: "type"
            case .delete: "delete"
            case .returnKey: "return"
            case .clearText: "clearText"
            case .dismissKeyboard: "dismissKeyboard"
            }
        }
    }

    /// Step names other than gestures, in the order the docs list them.
    public static let otherNames = [
        "wait", "rotate", "device", "memoryWarning", "relaunch", "voiceOver", "do", "focus", "expect",
        "type", "delete", "return", "clearText", "dismissKeyboard",
    ]

    /// Every step name a scenario may use: the gestures, then the others.
    public static var names: [String] { Gesture.Name.allCases.map(\.rawValue) + otherNames }

    public var kind: Kind
    public var location: SourceLocation
    /// The step as written in its file, for reports (`swipeRight`, `focus:
    /// wifi`); `nil` for a step built in code, which reports name as the
    /// YAML writer writes it.
    public var writtenSummary: String?

    /// Creates a step.
    public init(kind: Kind, location: SourceLocation = .inCode, summary: String? = nil) {
        self.kind = kind
        self.location = location
        self.writtenSummary = summary
    }

    /// A gesture step.
    public static func gesture(_ gesture: Gesture) -> StepSpec { StepSpec(kind: .gesture(gesture)) }
    /// Waits this many virtual seconds.
    public static func wait(_ seconds: Double) -> StepSpec { StepSpec(kind: .wait(seconds)) }
    /// Moves focus to the view with this id.
    public static func focus(_ id: String) -> StepSpec { StepSpec(kind: .focus(id)) }
    /// Performs app actions (`do:`).
    public static func perform(_ actions: [ActionSpec]) -> StepSpec { StepSpec(kind: .perform(actions)) }
    /// Presents the controller with this id modally.
    public static func present(_ id: String) -> StepSpec { .perform([.present(id)]) }
    /// Performs the segue with this id from the screen's controller.
    public static func segue(_ id: String) -> StepSpec { .perform([.segue(id)]) }
    /// Unwinds to the controller with this id.
    public static func unwind(_ id: String) -> StepSpec { .perform([.unwind(id)]) }
    /// Checks expectations.
    public static func expect(_ expectations: [ExpectationSpec]) -> StepSpec { StepSpec(kind: .expect(expectations)) }

    /// Steps are equal when they do the same: where and how they were
    /// written (location, summary) does not count.
    public static func == (lhs: StepSpec, rhs: StepSpec) -> Bool { lhs.kind == rhs.kind }

    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
}

/// One key of an `expect:` step (docs/scenario-format.md, "Expectations").
public struct ExpectationSpec: Sendable, Hashable {
    /// One item of `announcements:`.
    public struct Announcement: Sendable, Hashable {
        /// The text posted.
        public var text: String
        /// Whether it finished (nil: either).
        public var wasSuccessful: Bool?

        /// Creates an item.
        public init(text: String, wasSuccessful: Bool? = nil) {
            self.text = text
            self.wasSuccessful = wasSuccessful
        }
    }

    /// One entry of `value:`.
    public struct Value: Sendable, Hashable {
        /// The view's id.
        public var id: String
        /// The value VoiceOver reads (nil: none).
        public var value: String?

        /// Creates an entry.
        public init(id: String, value: String?) {
            self.id = id
            self.value = value
        }
    }

    public enum Kind: Sendable, Hashable {
        case focus(String?)
        case speech(String?)
        case speechList([String])
        case hint(String?)
        case announced(String)
        case announcements([Announcement])
        case earcon(String)
        case earcons([String])
        case screen(String)
        case stack([String])
        case presented(String?)
        case tab(Int)
        case handledBy(String)
        case events([String])
        case noEvents([String])
        case elements([String])
        case value([Value])
        case restored([String])

        /// The key an expectation of this kind is written under.
        public var key: String { ExpectationKey(self).rawValue }
    }

    public var key: String
    public var kind: Kind
    public var location: SourceLocation

    /// Creates an expectation; `key` defaults to the key `kind` is written under.
    public init(key: String? = nil, kind: Kind, location: SourceLocation = .inCode) {
        self.key = key ?? kind.key
        self.kind = kind
        self.location = location
    }

    /// Expectations are equal when they check the same: the location does not count.
    public static func == (lhs: ExpectationSpec, rhs: ExpectationSpec) -> Bool { lhs.key == rhs.key && lhs.kind == rhs.kind }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(kind)
    }
}
