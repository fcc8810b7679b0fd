/// One of a stepper's two buttons.
@MainActor
public final class StepperButton: Control {
    /// Which way the button moves the value.
    public enum Direction: String, Sendable {
        case increment, decrement
    }

    /// Which way the button moves the value.
    public let direction: Direction
    /// The stepper the button belongs to.
    public internal(set) weak var stepper: Stepper? { didSet { ModelRevision.bump() } }

    init(direction: Direction) {
        self.direction = direction
        super.init(frame: .zero)
    }

    override public class var kindName: String { "stepperButton" }
    override public var controlTraits: AccessibilityTraits { .button }
    override public var defaultAccessibilityLabel: String? {
        direction == .increment ? "Increment" : "Decrement"
    }

    override public var defaultAccessibilityTraits: AccessibilityTraits {
        var traits = super.defaultAccessibilityTraits
        if let stepper, atBound(of: stepper) || !stepper.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    override public var spokenAfterActivation: String? { stepper?.accessibilityValue }

    private func atBound(of stepper: Stepper) -> Bool {
        direction == .increment ? stepper.value >= stepper.maximumValue : stepper.value <= stepper.minimumValue
    }

    /// A tap steps the value unless the button is at its bound.
    override public func performTap() -> Bool {
        guard let stepper, stepper.isEnabled, !atBound(of: stepper) else { return false }
        sendActions(for: .primaryActionTriggered)
        switch direction {
        case .increment: stepper.accessibilityIncrement()
        case .decrement: stepper.accessibilityDecrement()
        }
        return true
    }
}
