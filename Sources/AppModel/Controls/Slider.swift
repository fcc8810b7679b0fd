/// A slider (`UISlider`): adjustable, its value read as a percentage.
///
/// Increment and decrement move the value by ``step`` within the bounds.
/// The activation point is the thumb's centre.
@MainActor
public final class Slider: SteppingControl {
    /// Creates a slider.
    public init(
        _ label: String?, value: Double = 0.5, minimumValue: Double = 0, maximumValue: Double = 1,
        step: Double = 0.1, id: String? = nil, frame: Rect? = nil
    ) {
        super.init(
            value: value, minimumValue: minimumValue, maximumValue: maximumValue, step: step, id: id, frame: frame)
        if let label { accessibilityLabel = label }
    }

    override public class var kindName: String { "slider" }
    override public var controlTraits: AccessibilityTraits { .adjustable }

    /// Where the value lies between the bounds, 0…1.
    public var fraction: Double {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }

    /// The value as a percentage, e.g. "60%".
    override public var defaultAccessibilityValue: String? { NumberFormatting.percent(fraction) }

    /// The thumb's centre.
    override public var activationPoint: Point {
        if let customActivationPoint { return customActivationPoint }
        let frame = frameInWindow
        return Point(x: frame.minX + frame.width * fraction, y: frame.center.y)
    }

    /// A tap on the track does not move the value.
    override public func performTap() -> Bool { false }
}
