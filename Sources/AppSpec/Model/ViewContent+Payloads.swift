public import AppModel

/// A slider's or stepper's number: `value`, `min`, `max`, `step`.
public struct SteppedValue: Sendable, Hashable {
    public var value: Double?
    public var minimum: Double?
    public var maximum: Double?
    public var step: Double?

    /// A value with the given fields (each `nil`: the control's default).
    public init(value: Double? = nil, minimum: Double? = nil, maximum: Double? = nil, step: Double? = nil) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}

/// A page control's `page` and `pages` (and `value`, the page as a number).
public struct PageControlContent: Sendable, Hashable {
    /// `value`: the current page as a number, used when `page` is not set.
    public var value: Double?
    public var page: Int?
    public var pages: Int?

    /// A page control with the given fields.
    public init(value: Double? = nil, page: Int? = nil, pages: Int? = nil) {
        self.value = value
        self.page = page
        self.pages = pages
    }
}

/// A segmented control's segments (the kind key's list) and `selected`.
public struct SegmentedContent: Sendable, Hashable {
    public var segments: [String]
    public var selected: Int?

    /// A segmented control with these segments.
    public init(segments: [String] = [], selected: Int? = nil) {
        self.segments = segments
        self.selected = selected
    }
}

/// An activity indicator's `animating` and `hidesWhenStopped` (both default true).
public struct ActivityContent: Sendable, Hashable {
    public var animating: Bool?
    public var hidesWhenStopped: Bool?

    /// An activity indicator with the given fields.
    public init(animating: Bool? = nil, hidesWhenStopped: Bool? = nil) {
        self.animating = animating
        self.hidesWhenStopped = hidesWhenStopped
    }
}

/// A scroll view's `contentSize`, `offset` and `paging`.
public struct ScrollContent: Sendable, Hashable {
    public var contentSize: Size?
    public var offset: Point?
    public var paging: Bool

    /// A scroll view with the given fields.
    public init(contentSize: Size? = nil, offset: Point? = nil, paging: Bool = false) {
        self.contentSize = contentSize
        self.offset = offset
        self.paging = paging
    }
}

/// A table or collection cell's `detail`, `accessory` and, with a switch
/// accessory, `isOn`.
public struct CellContent: Sendable, Hashable {
    public var detail: String?
    public var accessory: Cell.Accessory?
    public var isOn: Bool?
    /// `prototype: true`: a sample row of a dynamic table, which the app
    /// fills and repeats at run time, rather than a row it shows as drawn.
    public var isPrototype = false

    /// A cell with the given fields.
    public init(detail: String? = nil, accessory: Cell.Accessory? = nil, isOn: Bool? = nil, isPrototype: Bool = false) {
        self.detail = detail
        self.accessory = accessory
        self.isOn = isOn
        self.isPrototype = isPrototype
    }
}

/// A picker's `components` (row titles per wheel) and `selectedRows`.
public struct PickerContent: Sendable, Hashable {
    public var components: [[String]]
    public var selectedRows: [Int]

    /// A picker with these wheels.
    public init(components: [[String]] = [], selectedRows: [Int] = []) {
        self.components = components
        self.selectedRows = selectedRows
    }
}

/// A date picker's `mode`, `style` and `date`.
public struct DatePickerContent: Sendable, Hashable {
    public var mode: DatePicker.Mode?
    public var style: DatePicker.Style?
    public var date: PickerDate?

    /// A date picker with the given fields.
    public init(mode: DatePicker.Mode? = nil, style: DatePicker.Style? = nil, date: PickerDate? = nil) {
        self.mode = mode
        self.style = style
        self.date = date
    }
}
