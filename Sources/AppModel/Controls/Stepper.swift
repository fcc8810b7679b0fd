/// A stepper (`UIStepper`): not an element itself but a container of two
/// buttons, "Decrement" and "Increment", each dimmed at its bound.
///
/// Activating a button changes the value by ``step`` within the bounds;
/// VoiceOver then speaks the new value.
@MainActor
public final class Stepper: SteppingControl {
    /// The decrement button, on the left.
    public let decrementButton: StepperButton
    /// The increment button, on the right.
    public let incrementButton: StepperButton

    /// Creates a stepper.
    public init(
        _ label: String?, value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100,
        step: Double = 1, id: String? = nil, frame: Rect? = nil
    ) {
        decrementButton = StepperButton(direction: .decrement)
        incrementButton = StepperButton(direction: .increment)
        super.init(
            value: value, minimumValue: minimumValue, maximumValue: maximumValue, step: step, id: id, frame: frame)
        isAccessibilityElement = false
        if let label { accessibilityLabel = label }
        addSubview(decrementButton)
        addSubview(incrementButton)
        for button in [decrementButton, incrementButton] {
            button.stepper = self
            if let id { button.id = "\(id).\(button.direction.rawValue)" }
        }
    }

    override public class var kindName: String { "stepper" }

    /// The value as text, e.g. "3".
    override public var defaultAccessibilityValue: String? { NumberFormatting.plain(value) }

    /// The two buttons split the stepper's width.
    override public func layoutSubviews() {
        let half = frame.width / 2
        decrementButton.frame = Rect(x: 0, y: 0, width: half, height: frame.height)
        incrementButton.frame = Rect(x: half, y: 0, width: half, height: frame.height)
    }
}
