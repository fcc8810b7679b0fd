internal import AppModel
internal import AppSpec
internal import VoiceOver

/// What each key does (issue #6's table), and the `?` help.
public enum KeyBindings {
    /// What the REPL does for `key`, or nil when the key is the driver's
    /// business (`:`, `?`, `q`, Ctrl-C, Ctrl-D, digits after `a`) or unknown.
    public static func command(for key: Key) -> ReplInstruction? {
        switch key {
        case .right: .gesture(.swipeRight)
        case .left: .gesture(.swipeLeft)
        case .enter, .space: .gesture(.doubleTap)
        case .escape: .gesture(.escape)
        case .up: .gesture(.swipeUp)
        case .down: .gesture(.swipeDown)
        // VoiceOver's three-finger swipe up scrolls the content down one page.
        case .shiftUp: .gesture(.scroll(.down))
        case .shiftDown: .gesture(.scroll(.up))
        case .shiftLeft: .gesture(.scroll(.right))
        case .shiftRight: .gesture(.scroll(.left))
        case .home: .gesture(.fourFingerTapTop)
        case .end: .gesture(.fourFingerTapBottom)
        case .tab: .heading(forward: true)
        case .shiftTab: .heading(forward: false)
        case .character("m"): .gesture(.magicTap)
        case .character("]"): .rotor(forward: true)
        case .character("["): .rotor(forward: false)
        case .character("r"): .gesture(.readAll)
        case .character("R"): .gesture(.readFromHere)
        case .character("t"): .gesture(.threeFingerTap)
        case .character("p"): .gesture(.twoFingerTap)
        case .character("a"): .listActions
        case .character("?"): .help
        case .character("q"), .controlD: .quit
        default: nil
        }
    }

    /// What a key does while a text field is being edited: printable keys
    /// and Space type, Backspace deletes, Enter is the return key, Esc hides
    /// the keyboard (editing ends and the keys are commands again); the
    /// arrows, Tab, Home and End keep their meaning, so the keyboard's keys
    /// can be reached by swiping. Nil for a key that keeps its meaning.
    public static func typingCommand(for key: Key) -> ReplInstruction? {
        switch key {
        case .character(let character): .step(StepSpec(kind: .edit(.type(String(character)))))
        case .space: .step(StepSpec(kind: .edit(.type(" "))))
        case .backspace: .step(StepSpec(kind: .edit(.delete(1))))
        case .enter: .step(StepSpec(kind: .edit(.returnKey)))
        case .escape: .step(StepSpec(kind: .edit(.dismissKeyboard)))
        default: nil
        }
    }

    /// The `?` and `:help` text; fits 80 columns. The scenario steps at the
    /// end come from the loader's name table, so they never drift from it.
    public static let helpLines: [String] = keyLines + stepLines

    private static let keyLines: [String] = [
        "Keys                                   Commands (after :, or lines on stdin)",
        "  ←/→        previous/next element       next, previous, activate, escape",
        "  Enter/Spc  double tap (activate)       magicTap, up, down, first, last",
        "  Esc        escape (go back)            pause, read all, read from here",
        "  m          magic tap                   scroll up|down|left|right",
        "  ↑/↓        adjust value, rotor item    rotor next|previous",
        "  Shift+←↑→↓ three-finger scroll         heading next|previous",
        "  [ / ]      rotor setting               actions, action NAME, focus ID",
        "  r / R      read all / from here        rotate landscape|portrait",
        "  t          three-finger tap            device iphone|ipad, relaunch",
        "  Home/End   first/last element          announce TEXT",
        "  Tab/S-Tab  heading, also when editing  post layoutChanged|screenChanged [ID]",
        "  a          custom actions, then 1-9    tree, trace, events, help, quit",
        "  p          pause/resume speech         save FILE [--force]",
        "  :          type a command              any scenario step, e.g. wait: 2",
        "  ?          this help; q, Ctrl-D quit; Ctrl-C stops speech",
        "Editing a field: keys type, Backspace deletes, Enter is return, Esc hides it",
    ]

    /// Every scenario step name, wrapped at 80 columns.
    private static var stepLines: [String] {
        var lines: [String] = []
        var line = "Steps:"
        for name in StepSpec.names {
            if line.count + name.count + 1 > 79 {
                lines.append(line)
                line = "      "
            }
            line += " " + name
        }
        return lines + [line]
    }
}
