/// Whether a rule reads one screen's element tree or needs the simulator
/// to act on the app and watch what VoiceOver does.
public enum RuleKind: String, Sendable, Hashable, Codable {
    /// Checked on the element tree and view hierarchy of one screen.
    case `static`
    /// Checked by performing gestures and following transitions.
    case dynamic
}
