/// A view that responds to touches and sends actions (`UIControl`).
///
/// A disabled control reads "Dimmed." and ignores taps; a selected one reads
/// "Selected: …". Actions registered with ``addAction(for:_:)`` run on a tap
/// (`primaryActionTriggered`) or when the value changes.
@MainActor
open class Control: View {
    /// The events a control sends.
    public enum Event: Hashable, Sendable {
        /// A tap, `touchUpInside` / `primaryActionTriggered`.
        case primaryActionTriggered
        /// The value changed.
        case valueChanged
    }

    /// Whether the control accepts touches; `false` adds the `notEnabled` trait.
    public var isEnabled = true { didSet { ModelRevision.bump() } }
    /// Whether the control is selected; adds the `selected` trait.
    public var isSelected = false { didSet { ModelRevision.bump() } }

    private var actions: [Event: [@MainActor () -> Void]] = [:] { didSet { ModelRevision.bump() } }

    /// Creates a control.
    override public init(id: String? = nil, frame: Rect? = nil) {
        super.init(id: id, frame: frame)
        isAccessibilityElement = true
    }

    override open class var kindName: String { "control" }

    /// The control's own traits; subclasses add their role to these.
    open var controlTraits: AccessibilityTraits { [] }

    override open var defaultAccessibilityTraits: AccessibilityTraits {
        var traits = controlTraits
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// Registers `action` to run when `event` happens (`addTarget(_:action:for:)`).
    public func addAction(for event: Event, _ action: @escaping @MainActor () -> Void) {
        actions[event, default: []].append(action)
    }

    /// Runs the actions registered for `event` and records it in the trace.
    public func sendActions(for event: Event) {
        switch event {
        case .primaryActionTriggered: record(.primaryAction)
        case .valueChanged: record(.valueChanged, detail: accessibilityValue)
        }
        for action in actions[event] ?? [] {
            action()
        }
    }

    /// A tap sends `primaryActionTriggered` when the control is enabled.
    override open func performTap() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .primaryActionTriggered)
        return true
    }
}
