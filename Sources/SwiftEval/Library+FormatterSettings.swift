import Foundation

extension Library {
    /// Formatter settings beyond the common ones: a number formatter's
    /// grouping size, integer digits and suffixes, a date formatter's calendar.
    static func setFormatterDetail(_ name: String, _ value: Value, on object: NativeObject) -> Bool {
        switch (object.object, name, value) {
        case (let formatter as NumberFormatter, "maximumIntegerDigits", .int(let count)):
            formatter.maximumIntegerDigits = count
        case (let formatter as NumberFormatter, "groupingSize", .int(let count)): formatter.groupingSize = count
        case (let formatter as NumberFormatter, "secondaryGroupingSize", .int(let count)):
            formatter.secondaryGroupingSize = count
        case (let formatter as NumberFormatter, "positiveSuffix", .string(let text)): formatter.positiveSuffix = text
        case (let formatter as NumberFormatter, "negativeSuffix", .string(let text)): formatter.negativeSuffix = text
        case (let formatter as DateFormatter, "calendar", .native(let calendar)):
            guard let box = calendar.object as? HostBox<Calendar> else { return false }
            formatter.calendar = box.value
        default: return false
        }
        return true
    }
}
