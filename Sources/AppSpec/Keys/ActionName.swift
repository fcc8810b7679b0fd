/// The actions a handler or `do:` step runs (docs/scenario-format.md,
/// "Handlers and actions"): the one table the YAML reader, the writer and
/// the docs test read.
public enum ActionName: String, Sendable, Hashable, CaseIterable {
    case push, pop, popToRoot, present, dismiss, show, showDetail, segue, unwind, selectTab
    case addChild, removeChild, transition, announce, screenChanged, layoutChanged, pageScrolled
    case set, toggle, increment, decrement, scrollPage, log, pass
    case `if`

    /// Actions that also take the flat form, the action's key beside its
    /// options: `{present: id, style: popover, from: share}`,
    /// `{announce: text, priority: high}`.
    public var takesFlatForm: Bool { self == .present || self == .announce }

    /// The name of `kind`.
    public init(_ kind: ActionSpec.Kind) {
        switch kind {
        case .push: self = .push
        case .pop: self = .pop
        case .popToRoot: self = .popToRoot
        case .present: self = .present
        case .dismiss: self = .dismiss
        case .show: self = .show
        case .showDetail: self = .showDetail
        case .segue: self = .segue
        case .unwind: self = .unwind
        case .selectTab: self = .selectTab
        case .addChild: self = .addChild
        case .removeChild: self = .removeChild
        case .transition: self = .transition
        case .announce: self = .announce
        case .screenChanged: self = .screenChanged
        case .layoutChanged: self = .layoutChanged
        case .pageScrolled: self = .pageScrolled
        case .set: self = .set
        case .toggle: self = .toggle
        case .increment: self = .increment
        case .decrement: self = .decrement
        case .scrollPage: self = .scrollPage
        case .log: self = .log
        case .pass: self = .pass
        case .branch: self = .if
        }
    }
}
