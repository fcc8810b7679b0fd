/// A VoiceOver gesture, as the responder trace names it.
public enum Gesture: Sendable, Hashable, Codable, CustomStringConvertible {
    case swipeRight, swipeLeft, swipeUp, swipeDown
    case doubleTap, tripleTap
    case escape, magicTap
    case scroll(ScrollDirectionName)
    case touch
    case readAll, readFromHere
    case threeFingerTap, fourFingerTapTop, fourFingerTapBottom, twoFingerTap
    case rotor(Rotor)
    case action(String)

    /// `UIAccessibilityScrollDirection` by name.
    public enum ScrollDirectionName: String, Sendable, Hashable, Codable, CaseIterable {
        case right, left, up, down, next, previous
    }

    public var description: String {
        switch self {
        case .scroll(let direction): "scroll(\(direction.rawValue))"
        case .rotor(let rotor): "rotor(\(rotor.rawValue))"
        case .action(let name): "action(\(name))"
        case .swipeRight: "swipeRight"
        case .swipeLeft: "swipeLeft"
        case .swipeUp: "swipeUp"
        case .swipeDown: "swipeDown"
        case .doubleTap: "doubleTap"
        case .tripleTap: "tripleTap"
        case .escape: "escape"
        case .magicTap: "magicTap"
        case .touch: "touch"
        case .readAll: "readAll"
        case .readFromHere: "readFromHere"
        case .threeFingerTap: "threeFingerTap"
        case .fourFingerTapTop: "fourFingerTapTop"
        case .fourFingerTapBottom: "fourFingerTapBottom"
        case .twoFingerTap: "twoFingerTap"
        }
    }
}
