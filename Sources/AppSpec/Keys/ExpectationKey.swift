/// The keys of an `expect:` step (docs/scenario-format.md, "Expectations"):
/// the one table the YAML reader, the writer and the docs test read.
public enum ExpectationKey: String, Sendable, Hashable, CaseIterable {
    case focus, speech, hint, announced, announcements, earcon, earcons, screen, stack, presented
    case tab, handledBy, events, noEvents, elements, value, restored

    /// The key `kind` is written under.
    public init(_ kind: ExpectationSpec.Kind) {
        switch kind {
        case .focus: self = .focus
        case .speech, .speechList: self = .speech
        case .hint: self = .hint
        case .announced: self = .announced
        case .announcements: self = .announcements
        case .earcon: self = .earcon
        case .earcons: self = .earcons
        case .screen: self = .screen
        case .stack: self = .stack
        case .presented: self = .presented
        case .tab: self = .tab
        case .handledBy: self = .handledBy
        case .events: self = .events
        case .noEvents: self = .noEvents
        case .elements: self = .elements
        case .value: self = .value
        case .restored: self = .restored
        }
    }
}
