public import AppModel

/// A VoiceOver gesture: the one list the engine performs, the responder
/// trace records, scenario steps name, the writer serialises and the REPL
/// offers. Each case's scenario name and argument live in ``Name``.
public enum Gesture: Sendable, Hashable, Codable, CustomStringConvertible {
    case swipeRight, swipeLeft, swipeUp, swipeDown
    case doubleTap, tripleTap
    case escape, magicTap
    /// A three-finger swipe: `accessibilityScroll` in this direction.
    case scroll(ScrollDirection)
    /// Turn the rotor to this setting.
    case rotor(Rotor)
    /// Touch a view (explore by touch), by id or at a point.
    case touch(TouchTarget)
    case readAll, readFromHere
    case threeFingerTap, fourFingerTapTop, fourFingerTapBottom, twoFingerTap
    /// Perform the focused element's custom action with this name.
    case action(String)

    /// What a touch lands on.
    public enum TouchTarget: Sendable, Hashable, Codable {
        /// The view with this id (or label).
        case view(String)
        /// A point in window coordinates.
        case point(Point)
    }

    /// The gesture's name in a scenario step (`swipeRight`, `scroll: up`),
    /// with what its value must be. The loader, the writer and the REPL's
    /// word list all read this table.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        case swipeRight, swipeLeft, swipeUp, swipeDown, doubleTap, tripleTap, escape, magicTap, scroll, rotor, touch
        case readAll, readFromHere, threeFingerTap, fourFingerTapTop, fourFingerTapBottom, twoFingerTap, action

        /// What follows the name in a step.
        public enum Argument: Sendable, Hashable {
            /// Nothing: the step is the bare name.
            case none
            /// A ``ScrollDirection``.
            case scrollDirection
            /// A ``Rotor`` setting.
            case rotor
            /// A view id or `[x, y]`.
            case touchTarget
            /// A custom action's name.
            case actionName
        }

        /// What the step's value must be.
        public var argument: Argument {
            switch self {
            case .scroll: .scrollDirection
            case .rotor: .rotor
            case .touch: .touchTarget
            case .action: .actionName
            default: .none
            }
        }

        /// The gesture of a name that takes no argument.
        public var bareGesture: Gesture? {
            switch self {
            case .swipeRight: .swipeRight
            case .swipeLeft: .swipeLeft
            case .swipeUp: .swipeUp
            case .swipeDown: .swipeDown
            case .doubleTap: .doubleTap
            case .tripleTap: .tripleTap
            case .escape: .escape
            case .magicTap: .magicTap
            case .readAll: .readAll
            case .readFromHere: .readFromHere
            case .threeFingerTap: .threeFingerTap
            case .fourFingerTapTop: .fourFingerTapTop
            case .fourFingerTapBottom: .fourFingerTapBottom
            case .twoFingerTap: .twoFingerTap
            case .scroll, .rotor, .touch, .action: nil
            }
        }
    }

    /// The gesture's scenario name: the gestures that take no argument are
    /// found through ``Name/bareGesture``, so the table is written once.
    public var name: Name {
        switch self {
        case .scroll: return .scroll
        case .rotor: return .rotor
        case .touch: return .touch
        case .action: return .action
        default:
            for name in Name.allCases where name.bareGesture == self { return name }
            preconditionFailure("every gesture without an argument has a name in Gesture.Name")
        }
    }

    /// Every gesture, one of each name, with sample arguments: for tests
    /// and documentation that must cover the whole list.
    public static var examples: [Gesture] {
        Name.allCases.flatMap { name -> [Gesture] in
            switch name.argument {
            case .none: [name.bareGesture!]
            case .scrollDirection: ScrollDirection.allCases.map(Gesture.scroll)
            case .rotor: Rotor.allCases.map(Gesture.rotor)
            case .touchTarget: [.touch(.view("save")), .touch(.point(Point(x: 12.5, y: 300)))]
            case .actionName: [.action("Delete"), .action("Mark as: \"read\"")]
            }
        }
    }

    /// As the responder trace names it: `swipeRight`, `scroll(up)`.
    public var description: String {
        switch self {
        case .scroll(let direction): "scroll(\(direction.rawValue))"
        case .rotor(let rotor): "rotor(\(rotor.rawValue))"
        case .action(let name): "action(\(name))"
        case .touch: "touch"
        default: name.rawValue
        }
    }
}
