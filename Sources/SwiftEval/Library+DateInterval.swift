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

    /// `interval.contains(date)`, `intersects(_:)`, `intersection(with:)`.
    static func dateIntervalMethod(_ name: String, _ interval: DateInterval, _ call: LibraryCall) -> Value? {
        switch (name, call.labels) {
        case ("contains", ["_"]): return host(call.argument(0), as: Date.self).map { .bool(interval.contains($0)) }
        case ("intersects", ["_"]):
            return host(call.argument(0), as: DateInterval.self).map { .bool(interval.intersects($0)) }
        case ("intersection", ["with"]):
            guard let other = host(call.argument(0), as: DateInterval.self) else { return nil }
            return .optional(interval.intersection(with: other).map { NativeObject.value("DateInterval", $0) })
        default: return nil
        }
    }

    /// `DateInterval(start:end:)` and `DateInterval(start:duration:)`, which
    /// trap when the end is before the start; `DateInterval()` starts now.
    static func makeDateInterval(_ call: LibraryCall) throws -> Value? {
        switch call.labels {
        case ["start", "end"]:
            guard let start = host(call.argument(0), as: Date.self), let end = host(call.argument(1), as: Date.self)
            else { return nil }
            guard end >= start else { throw call.stop(.trap, "DateInterval's end is before its start") }
            return NativeObject.value("DateInterval", DateInterval(start: start, end: end))
        case ["start", "duration"]:
            guard let start = host(call.argument(0), as: Date.self), let duration = call.argument(1)?.number else {
                return nil
            }
            guard duration >= 0 else { throw call.stop(.trap, "DateInterval with a negative duration") }
            return NativeObject.value("DateInterval", DateInterval(start: start, duration: duration))
        case []: return call.unknown(.runtimeData, "DateInterval() starts at the current date")
        default: return nil
        }
    }
}
