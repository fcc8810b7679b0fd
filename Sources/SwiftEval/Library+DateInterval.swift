import Foundation

extension Library {
    /// `calendar.dateInterval(of: .weekOfYear, for: date)`: the host's interval.
    static func dateInterval(_ calendar: Calendar, _ call: LibraryCall) -> Value? {
        guard call.labels == ["of", "for"], let unit = component(call.argument(0)),
            let at = host(call.argument(1), as: Date.self)
        else { return nil }
        return .optional(calendar.dateInterval(of: unit, for: at).map { NativeObject.value("DateInterval", $0) })
    }

    /// `start`, `end` and `duration` of a `DateInterval`.
    static func dateIntervalProperty(_ name: String, _ interval: DateInterval) -> Value? {
        switch name {
        case "start": date(interval.start)
        case "end": date(interval.end)
        case "duration": .double(interval.duration)
        default: nil
        }
    }

    /// `interval.contains(date)`.
    static func dateIntervalMethod(_ name: String, _ interval: DateInterval, _ call: LibraryCall) -> Value? {
        guard name == "contains", call.labels == ["_"], let at = host(call.argument(0), as: Date.self) else {
            return nil
        }
        return .bool(interval.contains(at))
    }
}
