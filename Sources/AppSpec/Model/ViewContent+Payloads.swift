public import AppModel

/// A slider's or stepper's number: `value`, `min`, `max`, `step`.
public struct SteppedValue: Sendable, Hashable {
    /// `value`: the current number; `nil`: the control's default.
    public var value: Double?
    /// `min`: the lowest value; `nil`: the control's default.
    public var minimum: Double?
    /// `max`: the highest value; `nil`: the control's default.
    public var maximum: Double?
    /// `step`: how far one increment or decrement moves; `nil`: the control's default.
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
    /// `page`: the current page, from 0.
    public var page: Int?
    /// `pages`: how many pages there are; `nil`: one.
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
    /// The segments' titles, in order.
    public var segments: [String]
    /// `selected`: the index of the selected segment, from 0; `nil`: the first.
    public var selected: Int?

    /// A segmented control with these segments.
    public init(segments: [String] = [], selected: Int? = nil) {
        self.segments = segments
        self.selected = selected
    }
}

/// An activity indicator's `animating` and `hidesWhenStopped` (both default true).
public struct ActivityContent: Sendable, Hashable {
    /// `animating`: whether it spins; `nil`: true.
    public var animating: Bool?
    /// `hidesWhenStopped`: whether it hides while stopped; `nil`: true.
    public var hidesWhenStopped: Bool?

    /// An activity indicator with the given fields.
    public init(animating: Bool? = nil, hidesWhenStopped: Bool? = nil) {
        self.animating = animating
        self.hidesWhenStopped = hidesWhenStopped
    }
}

/// A scroll view's `contentSize`, `offset` and `paging`.
public struct ScrollContent: Sendable, Hashable {
    /// `contentSize`: the size of the scrolled content, in points; `nil`: zero.
    public var contentSize: Size?
    /// `offset`: how far the content is scrolled, in points; `nil`: not scrolled.
    public var offset: Point?
    /// `paging`: whether it scrolls by whole pages.
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
    /// `detail`: the detail text label's text.
    public var detail: String?
    /// `accessory`: what the cell shows at its trailing edge; `nil`: none.
    public var accessory: Cell.Accessory?
    /// `isOn`: with a switch accessory, whether the switch is on.
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
    /// `components`: each wheel's row titles, in order.
    public var components: [[String]]
    /// `selectedRows`: the selected row of each wheel, from 0.
    public var selectedRows: [Int]

    /// A picker with these wheels.
    public init(components: [[String]] = [], selectedRows: [Int] = []) {
        self.components = components
        self.selectedRows = selectedRows
    }
}

/// A date picker's `mode`, `style` and `date`.
public struct DatePickerContent: Sendable, Hashable {
    /// `mode`: date, time, date and time, or countdown timer; `nil`: date and time.
    public var mode: DatePicker.Mode?
    /// `style`: wheels, compact or inline; `nil`: automatic.
    public var style: DatePicker.Style?
    /// `date`: the date shown; `nil`: 1 January 2001, 00:00.
    public var date: PickerDate?

    /// A date picker with the given fields.
    public init(mode: DatePicker.Mode? = nil, style: DatePicker.Style? = nil, date: PickerDate? = nil) {
        self.mode = mode
        self.style = style
        self.date = date
    }
}
