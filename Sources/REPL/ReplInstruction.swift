public import AppSpec
internal import VoiceOver

/// What the user asked the REPL to do, from a key or a typed line.
public enum ReplInstruction: Sendable, Equatable {
    /// Scenario steps built from a key or a command. They are performed
    /// and recorded.
    case steps([StepSpec])
    /// A scenario step the user typed in YAML, as in a scenario's `steps:`
    /// list (`wait: 2`, `do: [{announce: Hi}]`): loaded, then performed and
    /// recorded.
    case typed(String)
    /// Turn the rotor to the next or previous setting available here.
    case rotor(forward: Bool)
    /// Move to the next or previous heading (rotor Headings, then swipe).
    case heading(forward: Bool)
    /// List the focused element's custom actions (then pick one by number).
    case listActions
    /// Perform the custom action at this 1-based position in the list.
    case pickAction(Int)
    /// Stop the speech being played (Ctrl-C).
    case stopSpeech
    /// Show the element tree with reading-order numbers and traits.
    case tree
    /// Show the responder chain of the last gesture.
    case trace
    /// Show the app events since the last `:events`.
    case events
    /// Write the session as a scenario file.
    case save(path: String, force: Bool)
    /// Show the keys and commands.
    case help
    /// Leave the REPL.
    case quit

    /// One step.
    static func step(_ step: StepSpec) -> ReplInstruction { .steps([step]) }

    /// One gesture.
    static func gesture(_ gesture: Gesture) -> ReplInstruction { .steps([.gesture(gesture)]) }
}
