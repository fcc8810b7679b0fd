/// A date picker (`UIDatePicker`), exposed as UIKit exposes its style:
///
/// - wheels: an adjustable wheel per component (month, day, year; hour,
///   minute, AM/PM; a date wheel then the time for date and time; hours and
///   minutes for a countdown), each valued by its selected row;
/// - compact: a button per part showing the date (`Nov 23, 2026`) and the
///   time (`9:41 AM`);
/// - inline: as compact (the calendar grid is not modelled);
/// - automatic: wheels for a countdown timer, compact otherwise, as iOS 14
///   and later resolve it.
///
/// Parts have ids `id.month`, `id.day`, `id.year`, `id.hour`, `id.minute`,
/// `id.period`, `id.date`, `id.time`, `id.hours`, `id.minutes`.
@MainActor
public final class DatePicker: View {
    /// What the picker picks (`datePickerMode`).
    public enum Mode: String, Sendable, CaseIterable {
        case date, time, dateAndTime, countDownTimer
    }

    /// How it shows it (`preferredDatePickerStyle`).
    public enum Style: String, Sendable, CaseIterable {
        case automatic, wheels, compact, inline
    }

    /// The mode.
    public let mode: Mode
    /// The style asked for.
    public let style: Style
    /// The date shown.
    public let date: PickerDate
    /// The parts VoiceOver reaches: wheels or buttons.
    public private(set) var parts: [View] = []

    /// The style shown: `automatic` resolved.
    public var resolvedStyle: Style {
        switch style {
        case .automatic: mode == .countDownTimer ? .wheels : .compact
        case .inline: mode == .countDownTimer ? .wheels : .inline
        default: mode == .countDownTimer ? .wheels : style
        }
    }

    /// Creates a date picker.
    public init(
        _ label: String?, mode: Mode = .dateAndTime, style: Style = .automatic, date: PickerDate = .reference,
        id: String? = nil, frame: Rect? = nil
    ) {
        self.mode = mode
        self.style = style
        self.date = date
        super.init(id: id, frame: frame)
        parts = resolvedStyle == .wheels ? wheels(label) : buttons(label)
        for part in parts {
            part.usesAutomaticLayout = false
            addSubview(part)
        }
    }

    override public class var kindName: String { "datePicker" }

    private func partID(_ name: String) -> String? { id.map { "\($0).\(name)" } }

    private func wheels(_ label: String?) -> [View] {
        func wheel(_ name: String, _ rows: [String], _ selected: Int) -> PickerWheel {
            PickerWheel(label, rows: rows, selectedRow: selected, id: partID(name))
        }
        let hours = (1...12).map(String.init)
        let minutes = (0...59).map { $0 < 10 ? "0\($0)" : String($0) }
        let time = [
            wheel("hour", hours, (date.hour % 12 == 0 ? 12 : date.hour % 12) - 1),
            wheel("minute", minutes, date.minute),
            wheel("period", ["AM", "PM"], date.hour < 12 ? 0 : 1),
        ]
        switch mode {
        case .date:
            let days = (1...PickerDate.days(inMonth: date.month, year: date.year)).map(String.init)
            let years = (max(1, date.year - 100)...min(9999, date.year + 100)).map(String.init)
            return [
                wheel("month", PickerDate.monthNames, date.month - 1), wheel("day", days, date.day - 1),
                wheel("year", years, years.firstIndex(of: String(date.year)) ?? 0),
            ]
        case .time: return time
        case .dateAndTime:
            let days = (1...PickerDate.days(inMonth: date.month, year: date.year)).map {
                PickerDate(year: date.year, month: date.month, day: $0).weekdayDate
            }
            return [wheel("date", days, date.day - 1)] + time
        case .countDownTimer:
            return [
                wheel("hours", (0...23).map { $0 == 1 ? "1 hour" : "\($0) hours" }, date.hour),
                wheel("minutes", (0...59).map { "\($0) min" }, date.minute),
            ]
        }
    }

    private func buttons(_ label: String?) -> [View] {
        func button(_ name: String, _ title: String) -> Button {
            let button = Button(title, id: partID(name))
            if let label {
                button.accessibilityLabel = label
                button.accessibilityValue = title
            }
            return button
        }
        switch mode {
        case .date: return [button("date", date.mediumDate)]
        case .time: return [button("time", date.shortTime)]
        case .dateAndTime, .countDownTimer: return [button("date", date.mediumDate), button("time", date.shortTime)]
        }
    }

    /// Parts share the width.
    override public func layoutSubviews() {
        guard !parts.isEmpty else { return }
        let width = frame.width / Double(parts.count)
        for (index, part) in parts.enumerated() {
            part.frame = Rect(x: width * Double(index), y: 0, width: width, height: frame.height)
        }
    }
}
