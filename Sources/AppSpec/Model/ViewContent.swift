public import AppModel

/// What a view is, with the fields only its kind has (docs/scenario-format.md,
/// "Keys for particular kinds"). A field a kind does not have cannot be set:
/// a switch has `isOn`, a button does not.
public enum ViewContent: Sendable, Hashable {
    case view, text, heading, link, image, element, collection, stack, textView
    /// A button; `imageName` is the image it shows instead of a title.
    case button(imageName: String?)
    case `switch`(isOn: Bool?)
    case slider(SteppedValue)
    case stepper(SteppedValue)
    /// A progress view; `value` from 0 to 1.
    case progress(value: Double?)
    case pageControl(PageControlContent)
    case textField(placeholder: String?)
    case secureTextField(placeholder: String?)
    case searchField(placeholder: String?)
    case segmented(SegmentedContent)
    case activityIndicator(ActivityContent)
    case scroll(ScrollContent)
    /// A table; `rows` are plain cells with these titles, before its `views`.
    case table(rows: [String])
    case cell(CellContent)
    case picker(PickerContent)
    case datePicker(DatePickerContent)
    /// A colour well (`UIColorWell`, SwiftUI's `ColorPicker`): the colour it
    /// shows, if known.
    case colorWell(color: Color?)

    /// The kind key this content is written under.
    public var kind: ViewKind {
        switch self {
        case .view: .view
        case .text: .text
        case .heading: .heading
        case .link: .link
        case .image: .image
        case .element: .element
        case .collection: .collection
        case .stack: .stack
        case .textView: .textView
        case .button: .button
        case .switch: .switch
        case .slider: .slider
        case .stepper: .stepper
        case .progress: .progress
        case .pageControl: .pageControl
        case .textField: .textField
        case .secureTextField: .secureTextField
        case .searchField: .searchField
        case .segmented: .segmented
        case .activityIndicator: .activityIndicator
        case .scroll: .scroll
        case .table: .table
        case .cell: .cell
        case .picker: .picker
        case .datePicker: .datePicker
        case .colorWell: .colorWell
        }
    }

    /// The content of `kind` with none of its own fields set.
    public init(_ kind: ViewKind) {
        switch kind {
        case .view: self = .view
        case .text: self = .text
        case .heading: self = .heading
        case .link: self = .link
        case .image: self = .image
        case .element: self = .element
        case .collection: self = .collection
        case .stack: self = .stack
        case .textView: self = .textView
        case .button: self = .button(imageName: nil)
        case .switch: self = .switch(isOn: nil)
        case .slider: self = .slider(SteppedValue())
        case .stepper: self = .stepper(SteppedValue())
        case .progress: self = .progress(value: nil)
        case .pageControl: self = .pageControl(PageControlContent())
        case .textField: self = .textField(placeholder: nil)
        case .secureTextField: self = .secureTextField(placeholder: nil)
        case .searchField: self = .searchField(placeholder: nil)
        case .segmented: self = .segmented(SegmentedContent())
        case .activityIndicator: self = .activityIndicator(ActivityContent())
        case .scroll: self = .scroll(ScrollContent())
        case .table: self = .table(rows: [])
        case .cell: self = .cell(CellContent())
        case .picker: self = .picker(PickerContent())
        case .datePicker: self = .datePicker(DatePickerContent())
        case .colorWell: self = .colorWell(color: nil)
        }
    }

    /// The number `value` holds for the numeric kinds (slider, stepper,
    /// progress, page control); `nil` for the others.
    public var numericValue: Double? {
        switch self {
        case .slider(let range), .stepper(let range): range.value
        case .progress(let value): value
        case .pageControl(let control): control.value
        default: nil
        }
    }
}
