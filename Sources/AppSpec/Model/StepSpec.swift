public import AppModel
public import Diagnostics
public import VoiceOver

/// One step of the script (docs/scenario-format.md, "Steps"). Loaded from
/// a scenario file, or built in code with the static factories
/// (`.gesture(.swipeRight)`, `.present("sort")`, `.wait(2)`) and written
/// back as YAML by the YAML front end's writer.
public struct StepSpec: Sendable, Hashable {
    /// What a step does.
    public enum Kind: Sendable, Hashable {
        /// A VoiceOver gesture.
        case gesture(Gesture)
        /// `wait: seconds`: the virtual clock moves on this many seconds.
        case wait(Double)
        /// `rotate`: the device turns to this orientation.
        case rotate(Orientation)
        /// `device`: the app moves to this device's size classes.
        case device(Device)
        /// `memoryWarning`: the visible controllers get `didReceiveMemoryWarning`;
        /// `relaunch`: the app preserves its state, relaunches and restores it.
        case memoryWarning, relaunch
        /// `voiceOver: on | off`: VoiceOver starts (`true`) or stops (`false`).
        case voiceOver(Bool)
        /// `do:` the app's actions, as code would.
        case perform([ActionSpec])
        /// Move VoiceOver focus to a view by id.
        case focus(String)
        /// `expect:` checks of the state.
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

    /// What the step does.
    public var kind: Kind
    /// Where the step is written.
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

    /// Hashes the kind only, as `==` compares.
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

    /// What an expectation checks, with the value expected.
    public enum Kind: Sendable, Hashable {
        /// `focus`: the focused element's id or label; `nil`: nothing is focused.
        case focus(String?)
        /// `speech`: the last utterance other than hints and announcements; `nil`: none.
        case speech(String?)
        /// `speech` as a list: every such utterance, in order.
        case speechList([String])
        /// `hint`: the hint of the last spoken element; `nil`: none.
        case hint(String?)
        /// `announced`: an announcement with this text was posted.
        case announced(String)
        /// `announcements`: exactly these announcements were posted, each ending as given.
        case announcements([Announcement])
        /// `earcon`: this sound played; `none`: no sound did.
        case earcon(String)
        /// `earcons`: exactly these sounds played, in order.
        case earcons([String])
        /// `screen`: the content controller that holds the focused element.
        case screen(String)
        /// `stack`: the navigation stack that contains focus (else the top-most
        /// visible one), bottom first.
        case stack([String])
        /// `presented`: the top-most presented controller; `nil`: none.
        case presented(String?)
        /// `tab`: the selected index of the nearest tab bar controller.
        case tab(Int)
        /// `handledBy`: who handled the last gesture (a view or controller id,
        /// `appDelegate`, `system` or `none`).
        case handledBy(String)
        /// `events`: these app events happened in this order (others may come between).
        case events([String])
        /// `noEvents`: none of these app events happened.
        case noEvents([String])
        /// `elements`: every element reachable by swiping, in reading order, as spoken.
        case elements([String])
        /// `value`: each view's accessibility value.
        case value([Value])
        /// `restored`: after `relaunch`, the restoration paths of the restored
        /// controllers, parents first.
        case restored([String])

        /// The key an expectation of this kind is written under.
        public var key: String { ExpectationKey(self).rawValue }
    }

    /// The key it is written under (`speech` for a list of utterances too).
    public var key: String
    /// What it checks.
    public var kind: Kind
    /// Where it is written.
    public var location: SourceLocation

    /// Creates an expectation; `key` defaults to the key `kind` is written under.
    public init(key: String? = nil, kind: Kind, location: SourceLocation = .inCode) {
        self.key = key ?? kind.key
        self.kind = kind
        self.location = location
    }

    /// Expectations are equal when they check the same: the location does not count.
    public static func == (lhs: ExpectationSpec, rhs: ExpectationSpec) -> Bool {
        lhs.key == rhs.key && lhs.kind == rhs.kind
    }

    /// Hashes the key and the kind, as `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(kind)
    }
}
