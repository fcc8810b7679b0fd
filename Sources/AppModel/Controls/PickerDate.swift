/// A date and time of day, in the Gregorian calendar, without time zones:
/// what a date picker shows. a11ysim keeps dates fixed (from the scenario
/// or the storyboard, else 1 January 2001, 00:00) so runs are repeatable.
public struct PickerDate: Sendable, Hashable {
    /// The year, from 1 to 9999.
    public var year: Int
    /// The month, from 1 (January) to 12 (December).
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int
    /// The hour, from 0 to 23.
    public var hour: Int
    /// The minute, from 0 to 59.
    public var minute: Int

    /// Creates a date, clamping each part to its range.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        self.year = min(9999, max(1, year))
        self.month = min(12, max(1, month))
        self.day = 1
        self.hour = min(23, max(0, hour))
        self.minute = min(59, max(0, minute))
        self.day = min(Self.days(inMonth: self.month, year: self.year), max(1, day))
    }

    /// 1 January 2001, 00:00: the reference date of Apple's clocks.
    public static let reference = PickerDate(year: 2001, month: 1, day: 1)

    /// The date `seconds` after the reference date (a storyboard's
    /// `timeIntervalSinceReferenceDate`), in UTC.
    public init(secondsSinceReference seconds: Double) {
        let total = Int(saturating: (seconds / 60).rounded(.down))
        let minutes = ((total % 1440) + 1440) % 1440
        var days = (total - minutes) / 1440
        // Days since 2001-01-01, moved to days since 0000-03-01 (1970 is day 719,468; 2001 is 11,323 days after).
        days += 730_791
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day, hour: minutes / 60, minute: minutes % 60)
    }

    /// Parses `YYYY-MM-DD`, `YYYY-MM-DD HH:MM` or `YYYY-MM-DDTHH:MM`.
    public init?(text: String) {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard (1...2).contains(parts.count) else { return nil }
        let date = parts[0].split(separator: "-").compactMap { Int($0) }
        guard date.count == 3 else { return nil }
        var time = [0, 0]
        if parts.count == 2 {
            time = parts[1].split(separator: ":").prefix(2).compactMap { Int($0) }
            guard time.count == 2 else { return nil }
        }
        self.init(year: date[0], month: date[1], day: date[2], hour: time[0], minute: time[1])
    }

    /// The English names of the months, January first.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// 0 = Sunday.
    var weekday: Int {
        let shifted = month < 3 ? year - 1 : year
        let table = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        return (shifted + shifted / 4 - shifted / 100 + shifted / 400 + table[month - 1] + day) % 7
    }

    /// `Nov 23, 2026`, as a compact date picker shows it (en-US).
    public var mediumDate: String { "\(Self.monthNames[month - 1].prefix(3)) \(day), \(year)" }
    /// `Mon Nov 23`, as the date wheel of a date-and-time picker shows it.
    public var weekdayDate: String { "\(Self.weekdayNames[weekday]) \(Self.monthNames[month - 1].prefix(3)) \(day)" }
    /// `9:41 AM`.
    public var shortTime: String {
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }
}
