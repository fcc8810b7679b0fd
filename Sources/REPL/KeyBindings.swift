/// What each key does (issue #6's table), and the `?` help.
public enum KeyBindings {
    /// What the REPL does for `key`, or nil when the key is the driver's
    /// business (`:`, `?`, `q`, Ctrl-C, Ctrl-D, digits after `a`) or unknown.
    public static func command(for key: Key) -> ReplInstruction? {
        switch key {
        case .right: .step("swipeRight")
        case .left: .step("swipeLeft")
        case .enter, .space: .step("doubleTap")
        case .escape: .step("escape")
        case .up: .step("swipeUp")
        case .down: .step("swipeDown")
        // VoiceOver's three-finger swipe up scrolls the content down one page.
        case .shiftUp: .step("scroll: down")
        case .shiftDown: .step("scroll: up")
        case .shiftLeft: .step("scroll: right")
        case .shiftRight: .step("scroll: left")
        case .home: .step("fourFingerTapTop")
        case .end: .step("fourFingerTapBottom")
        case .tab: .heading(forward: true)
        case .shiftTab: .heading(forward: false)
        case .character("m"): .step("magicTap")
        case .character("]"): .rotor(forward: true)
        case .character("["): .rotor(forward: false)
        case .character("r"): .step("readAll")
        case .character("R"): .step("readFromHere")
        case .character("t"): .step("threeFingerTap")
        case .character("p"): .step("twoFingerTap")
        case .character("a"): .listActions
        case .character("?"): .help
        case .character("q"), .controlD: .quit
        default: nil
        }
    }

    /// The `?` and `:help` text; fits 80 columns.
    public static let helpLines: [String] = [
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
        "  Tab/S-Tab  next/previous heading       post layoutChanged|screenChanged [ID]",
        "  a          custom actions, then 1-9    tree, trace, events, help, quit",
        "  p          pause/resume speech         save FILE [--force]",
        "  :          type a command              any scenario step, e.g. wait: 2",
        "  ?          this help",
        "  q, Ctrl-D  quit; Ctrl-C stops speech",
    ]
}
