/// A table or collection cell (`UITableViewCell`, `UICollectionViewCell`),
/// as VoiceOver reads it (docs/voiceover-rules.md §3.6):
///
/// - The cell is one element made of its texts: its own ``text`` and
///   ``detailText``, then the labels in its content view, joined with ", ".
///   A checkmark reads "Selected"; a disclosure indicator or detail button
///   adds "Button."
/// - A switch as the accessory view makes the cell that switch, labelled by
///   the cell's text, as in the Settings app: "Wi-Fi. Switch Button. On.",
///   and a tap toggles it.
/// - Controls in the content view (buttons, switches, text fields,
///   sliders, steppers, segmented controls) stay elements of their own,
///   after the cell's text (``embeddedControls``).
/// - A cell with no text and no label of its own is no stop at all; its
///   controls still are.
///
/// A tap selects the row and runs the selection actions.
@MainActor
public final class Cell: Control {
    /// A sample row of a dynamic table (a storyboard prototype), which the
    /// app fills and repeats at run time: its neighbours on the canvas are
    /// other samples, not the rows the app shows. Never spoken.
    public var isPrototype = false
    /// The accessory at the trailing edge.
    public enum Accessory: String, Sendable, CaseIterable {
        case none, disclosureIndicator, detailButton, checkmark
        /// A switch as the accessory view (`accessoryView = UISwitch()`).
        case `switch`
    }

    /// The main text.
    public var text: String? { didSet { ModelRevision.bump() } }
    /// The secondary text.
    public var detailText: String? { didSet { ModelRevision.bump() } }
    /// The accessory shown. Setting ``Accessory/switch`` puts a switch in
    /// ``accessoryView``.
    public var accessory: Accessory = .none {
        didSet {
            ModelRevision.bump()
            if accessory == .switch, !(accessoryView is Switch) { accessoryView = Switch(nil) }
        }
    }
    /// The accessory view (`accessoryView`), part of the cell's element.
    public var accessoryView: View? { didSet { ModelRevision.bump() } }

    /// Creates a cell.
    public init(_ text: String?, detailText: String? = nil, id: String? = nil, frame: Rect? = nil) {
        self.text = text
        self.detailText = detailText
        super.init(id: id, frame: frame)
    }

    override public class var kindName: String { "cell" }

    /// The switch that is the accessory view, if any.
    public var accessorySwitch: Switch? { accessoryView as? Switch }

    override public var defaultAccessibilityLabel: String? {
        var parts = [text, detailText].compactMap { $0 }.filter { !$0.isEmpty }
        var pending = subviews.reversed() as [View]
        while let view = pending.popLast() {
            guard !view.isHidden, !(view is Control) else { continue }
            if let label = view as? Label, let text = label.accessibilityLabel, !text.isEmpty {
                parts.append(text)
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    override public var defaultAccessibilityValue: String? { accessorySwitch?.accessibilityValue }

    override public var controlTraits: AccessibilityTraits {
        if let toggle = accessorySwitch { return toggle.controlTraits }
        switch accessory {
        case .none, .switch: return []
        case .disclosureIndicator, .detailButton: return .button
        case .checkmark: return .selected
        }
    }

    /// Whether VoiceOver stops on the cell itself: it has something to say.
    public var readsAsElement: Bool {
        !(accessibilityLabel ?? "").isEmpty || !(accessibilityValue ?? "").isEmpty
    }

    /// The controls in the content view that stay elements of their own,
    /// in subview order: the top-most controls, not what is inside them.
    public var embeddedControls: [View] {
        var found: [View] = []
        var pending = subviews.reversed() as [View]
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha > 0, !view.accessibilityElementsHidden else { continue }
            if view is Control, view.isAccessibilityElement || view is SegmentedControl || view is Stepper {
                found.append(view)
                continue
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }

    /// A tap toggles the accessory switch, or selects the row.
    override public func performTap() -> Bool {
        if let toggle = accessorySwitch, isEnabled { return toggle.performTap() }
        return super.performTap()
    }
}
