/// One wheel of a picker (`UIPickerView` component, or a `UIDatePicker`
/// in the wheels style): adjustable, valued by its selected row's title.
/// Swipe up selects the next row, swipe down the previous; at either end
/// the value stays.
@MainActor
public final class PickerWheel: Control {
    /// The rows' titles.
    public var rows: [String] { didSet { ModelRevision.bump() } }
    /// The selected row's index.
    public var selectedRow: Int { didSet { ModelRevision.bump() } }

    /// Creates a wheel.
    public init(_ label: String?, rows: [String], selectedRow: Int = 0, id: String? = nil, frame: Rect? = nil) {
        self.rows = rows
        self.selectedRow = rows.isEmpty ? 0 : min(max(0, selectedRow), rows.count - 1)
        super.init(id: id, frame: frame)
        if let label { accessibilityLabel = label }
    }

    override public class var kindName: String { "pickerWheel" }
    override public var controlTraits: AccessibilityTraits { .adjustable }
    override public var defaultAccessibilityValue: String? {
        rows.indices.contains(selectedRow) ? rows[selectedRow] : nil
    }

    /// Selects the row at `index` when it exists; sends `valueChanged` when it changed.
    public func select(_ index: Int) {
        guard rows.indices.contains(index), index != selectedRow else { return }
        selectedRow = index
        sendActions(for: .valueChanged)
    }

    @discardableResult
    override public func accessibilityIncrement() -> Bool {
        if let handler = handlers.increment { return handler() }
        select(selectedRow + 1)
        return true
    }

    @discardableResult
    override public func accessibilityDecrement() -> Bool {
        if let handler = handlers.decrement { return handler() }
        select(selectedRow - 1)
        return true
    }

    /// A tap does not turn a wheel.
    override public func performTap() -> Bool { false }
}
