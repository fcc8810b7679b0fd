/// A control with a numeric value that steps within bounds: the shared
/// behaviour of ``Slider`` and ``Stepper``.
///
/// Increment and decrement move the value by ``step``, clamped to the
/// bounds, unless a handler is installed; a change sends `valueChanged`.
@MainActor
open class SteppingControl: Control {
    /// The current value.
    public var value: Double { didSet { ModelRevision.bump() } }
    /// The smallest value.
    public var minimumValue: Double { didSet { ModelRevision.bump() } }
    /// The largest value.
    public var maximumValue: Double { didSet { ModelRevision.bump() } }
    /// How far one step moves the value.
    public var step: Double { didSet { ModelRevision.bump() } }

    /// Creates a control with a value, bounds and step.
    public init(value: Double, minimumValue: Double, maximumValue: Double, step: Double, id: String?, frame: Rect?) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.step = step
        super.init(id: id, frame: frame)
    }

    /// Sets the value, clamped to the bounds; sends `valueChanged` when it changed.
    public func setValue(_ newValue: Double) {
        let clamped = NumberFormatting.snapped(min(maximumValue, max(minimumValue, newValue)))
        guard clamped != value else { return }
        value = clamped
        sendActions(for: .valueChanged)
    }

    @discardableResult
    override open func accessibilityIncrement() -> Bool {
        if let handler = handlers.increment { return handler() }
        setValue(value + step)
        return true
    }

    @discardableResult
    override open func accessibilityDecrement() -> Bool {
        if let handler = handlers.decrement { return handler() }
        setValue(value - step)
        return true
    }
}
