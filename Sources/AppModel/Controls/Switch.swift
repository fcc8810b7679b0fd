/// An on/off switch (`UISwitch`). Reads "Label. Switch Button. On." with the
/// hint "Double tap to toggle setting."; a tap toggles it.
@MainActor
public final class Switch: Control {
    /// Whether the switch is on.
    public var isOn: Bool { didSet { ModelRevision.bump() } }
    /// Whether the switch shows a mixed state (value "2").
    public var isMixed = false { didSet { ModelRevision.bump() } }

    /// Creates a switch.
    public init(_ label: String?, isOn: Bool = false, id: String? = nil, frame: Rect? = nil) {
        self.isOn = isOn
        super.init(id: id, frame: frame)
        if let label { accessibilityLabel = label }
    }

    override public class var kindName: String { "switch" }
    override public var controlTraits: AccessibilityTraits { [.button, .toggleButton] }

    /// UIKit's raw switch value: "1" on, "0" off, "2" mixed.
    override public var defaultAccessibilityValue: String? { isMixed ? "2" : (isOn ? "1" : "0") }

    /// Sets the state and sends `valueChanged` when it changed.
    public func setOn(_ on: Bool) {
        guard on != isOn || isMixed else { return }
        isOn = on
        isMixed = false
        sendActions(for: .valueChanged)
    }

    /// A tap flips the switch.
    override public func performTap() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn)
        return true
    }
}
