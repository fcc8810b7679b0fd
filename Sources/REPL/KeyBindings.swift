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
        "Keys                                  Commands (type : first, or one per line on stdin)",
        "  ←/→       previous/next element       next, previous, activate, escape, magicTap",
        "  Enter/Spc double tap (activate)       up, down, first, last, pause, readAll",
        "  Esc       escape (go back)            scroll up|down|left|right",
        "  m         magic tap                   rotor next|previous, heading next|previous",
        "  ↑/↓       swipe up/down (adjust,      actions, action NAME, focus ID",
        "            rotor item)                 rotate landscape|portrait, device iphone|ipad",
        "  Shift+←↑→↓ three-finger scroll        announce TEXT, post layoutChanged [ID]",
        "  [ / ]     rotor setting               relaunch, tree, trace, events",
        "  r / R     read all / from here        save FILE [--force], help, quit",
        "  t         three-finger tap            any scenario step, e.g. wait: 2",
        "  Home/End  first/last element",
        "  Tab/S-Tab next/previous heading",
        "  a         custom actions, then 1-9",
        "  p         pause/resume speech",
        "  :         command line    ? help",
        "  q, Ctrl-D quit            Ctrl-C stop speech (twice: quit)",
    ]
}
