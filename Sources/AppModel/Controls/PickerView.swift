/// A picker (`UIPickerView`): not an element itself; each component is a
/// ``PickerWheel`` (ids `id.component0`, …), side by side, labelled with the
/// picker's label.
@MainActor
public final class PickerView: View {
    /// The wheels, one per component.
    public private(set) var wheels: [PickerWheel] = []

    /// Creates a picker with a wheel per component.
    public init(
        _ label: String?, components: [[String]], selectedRows: [Int] = [], id: String? = nil, frame: Rect? = nil
    ) {
        super.init(id: id, frame: frame)
        wheels = components.enumerated().map { index, rows in
            PickerWheel(
                label, rows: rows, selectedRow: selectedRows.indices.contains(index) ? selectedRows[index] : 0,
                id: id.map { "\($0).component\(index)" })
        }
        for wheel in wheels {
            wheel.usesAutomaticLayout = false
            addSubview(wheel)
        }
    }

    override public class var kindName: String { "picker" }

    /// Wheels share the width.
    override public func layoutSubviews() {
        guard !wheels.isEmpty else { return }
        let width = frame.width / Double(wheels.count)
        for (index, wheel) in wheels.enumerated() {
            wheel.frame = Rect(x: width * Double(index), y: 0, width: width, height: frame.height)
        }
    }
}
