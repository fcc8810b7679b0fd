/// A stepper (`UIStepper`): not an element itself but a container of two
/// buttons, "Decrement" and "Increment", each dimmed at its bound.
///
/// Activating a button changes the value by ``step`` within the bounds;
/// VoiceOver then speaks the new value.
@MainActor
public final class Stepper: Control {
    /// The current value.
    public var value: Double
    /// The smallest value.
    public var minimumValue: Double
    /// The largest value.
    public var maximumValue: Double
    /// How far one step moves the value.
    public var step: Double
    /// The decrement button, on the left.
    public let decrementButton: StepperButton
    /// The increment button, on the right.
    public let incrementButton: StepperButton

    /// Creates a stepper.
    public init(
        _ label: String?, value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100,
        step: Double = 1, id: String? = nil, frame: Rect? = nil
    ) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.step = step
        decrementButton = StepperButton(direction: .decrement)
        incrementButton = StepperButton(direction: .increment)
        super.init(id: id, frame: frame)
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

    /// Sets the value, clamped to the bounds; sends `valueChanged` when it changed.
    public func setValue(_ newValue: Double) {
        let clamped = NumberFormatting.snapped(min(maximumValue, max(minimumValue, newValue)))
        guard clamped != value else { return }
        value = clamped
        sendActions(for: .valueChanged)
    }

    @discardableResult
    override public func accessibilityIncrement() -> Bool {
        if let handler = handlers.increment { return handler() }
        setValue(value + step)
        return true
    }

    @discardableResult
    override public func accessibilityDecrement() -> Bool {
        if let handler = handlers.decrement { return handler() }
        setValue(value - step)
        return true
    }

    /// The two buttons split the stepper's width.
    override public func layoutSubviews() {
        let half = frame.width / 2
        decrementButton.frame = Rect(x: 0, y: 0, width: half, height: frame.height)
        incrementButton.frame = Rect(x: half, y: 0, width: half, height: frame.height)
    }
}
