public import Diagnostics
public import AppModel
public import VoiceOver

/// One step of the script (scenario-format.md §6).
public struct StepSpec: Sendable {
    public enum Kind: Sendable {
        case swipeRight, swipeLeft, swipeUp, swipeDown, doubleTap, tripleTap, escape, magicTap
        case scroll(ScrollDirection)
        case rotor(Rotor)
        case touchView(String), touchPoint(Point)
        case readAll, readFromHere, threeFingerTap, fourFingerTapTop, fourFingerTapBottom, twoFingerTap
        case action(String)
        case wait(Double)
        case rotate(Orientation)
        case device(Device)
        case memoryWarning, relaunch
        case voiceOver(Bool)
        case perform([ActionSpec])
        case focus(String)
        case expect([ExpectationSpec])
    }

    public var kind: Kind
    public var location: SourceLocation
    /// The step as written, for reports (`swipeRight`, `focus: wifi`).
    public var summary: String

    /// Whether it is a gesture (takes `pace` seconds).
    public var isGesture: Bool {
        switch kind {
        case .wait, .rotate, .device, .memoryWarning, .relaunch, .voiceOver, .perform, .focus, .expect: false
        default: true
        }
    }
}

/// One key of an `expect:` step (scenario-format.md §6).
public struct ExpectationSpec: Sendable {
    public enum Kind: Sendable {
        case focus(String?)
        case speech(String?)
        case speechList([String])
        case hint(String?)
        case announced(String)
        case announcements([(text: String, wasSuccessful: Bool?)])
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
        case value([(id: String, value: String?)])
        case restored([String])
    }

    public var key: String
    public var kind: Kind
    public var location: SourceLocation
}
