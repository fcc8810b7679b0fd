import Foundation

extension Library {
    /// Methods of `Calendar`, `Date`, `TimeZone` and `ISO8601DateFormatter`.
    static func calendarMethod(_ name: String, _ object: NativeObject, _ call: LibraryCall) throws -> Value? {
        switch object.object {
        case let box as HostBox<Calendar>: return try calendarCall(name, box.value, call)
        case let box as DateBox: return dateCall(name, box.date, call)
        case let box as HostBox<TimeZone>:
            switch (name, call.labels) {
            case ("secondsFromGMT", []): return .int(box.value.secondsFromGMT())
            case ("secondsFromGMT", ["for"]):
                return host(call.argument(0), as: Date.self).map { .int(box.value.secondsFromGMT(for: $0)) }
            case ("isDaylightSavingTime", ["for"]):
                return host(call.argument(0), as: Date.self).map { .bool(box.value.isDaylightSavingTime(for: $0)) }
            case ("daylightSavingTimeOffset", ["for"]):
                return host(call.argument(0), as: Date.self).map {
                    .double(box.value.daylightSavingTimeOffset(for: $0))
                }
            case ("abbreviation", []): return .optional(box.value.abbreviation().map(Value.string))
            case ("abbreviation", ["for"]):
                guard let date = host(call.argument(0), as: Date.self) else { return nil }
                return .optional(box.value.abbreviation(for: date).map(Value.string))
            default: return nil
            }
        case let formatter as ISO8601DateFormatter:
            switch (name, call.labels) {
            case ("string", ["from"]):
                return host(call.argument(0), as: Date.self).map { .string(formatter.string(from: $0)) }
            case ("date", ["from"]): return call.argument(0)?.text.map { optionalDate(formatter.date(from: $0)) }
            default: return nil
            }
        default: return nil
        }
    }

    private static func calendarCall(_ name: String, _ calendar: Calendar, _ call: LibraryCall) throws -> Value? {
        let first = call.argument(0)
        let date = { (index: Int) in host(call.argument(index), as: Date.self) }
        switch (name, call.labels) {
        case ("dateInterval", ["of", "for"]): return dateInterval(calendar, call)
        case ("date", ["from"]):
            return host(first, as: DateComponents.self).map { optionalDate(calendar.date(from: $0)) }
        case ("dateComponents", ["_", "from"]):
            guard let set = components(first), let from = date(1) else { return nil }
            return NativeObject.value("DateComponents", calendar.dateComponents(set, from: from))
        case ("dateComponents", ["_", "from", "to"]):
            guard let set = components(first), let from = date(1), let to = date(2) else { return nil }
            return NativeObject.value("DateComponents", calendar.dateComponents(set, from: from, to: to))
        case ("dateComponents", ["in", "from"]):
            guard let zone = host(first, as: TimeZone.self), let from = date(1) else { return nil }
            return NativeObject.value("DateComponents", calendar.dateComponents(in: zone, from: from))
        case ("component", ["_", "from"]):
            guard let unit = component(first), let from = date(1) else { return nil }
            return .int(calendar.component(unit, from: from))
        case ("startOfDay", ["for"]): return date(0).map { Library.date(calendar.startOfDay(for: $0)) }
        case ("isDate", ["_", "inSameDayAs"]):
            guard let a = date(0), let b = date(1) else { return nil }
            return .bool(calendar.isDate(a, inSameDayAs: b))
        case ("isDate", ["_", "equalTo", "toGranularity"]):
            guard let a = date(0), let b = date(1), let unit = component(call.argument(2)) else { return nil }
            return .bool(calendar.isDate(a, equalTo: b, toGranularity: unit))
        case ("isDateInWeekend", ["_"]): return date(0).map { .bool(calendar.isDateInWeekend($0)) }
        case ("isDateInToday", ["_"]), ("isDateInYesterday", ["_"]), ("isDateInTomorrow", ["_"]):
            return call.unknown(.runtimeData, "\(name) depends on the current date")
        case ("compare", ["_", "to", "toGranularity"]):
            guard let a = date(0), let b = date(1), let unit = component(call.argument(2)) else { return nil }
            return comparison(calendar.compare(a, to: b, toGranularity: unit))
        case ("range", ["of", "in", "for"]), ("ordinality", ["of", "in", "for"]):
            guard let small = component(first), let large = component(call.argument(1)), let at = date(2) else {
                return nil
            }
            if name == "ordinality" { return optionalInt(calendar.ordinality(of: small, in: large, for: at)) }
            return .optional(
                calendar.range(of: small, in: large, for: at).map {
                    .range(lower: .int($0.lowerBound), upper: .int($0.upperBound), closed: false)
                })
        default: return try calendarArithmetic(name, calendar, call)
        }
    }

    /// `date(byAdding:…)` and `date(bySetting…)`.
    private static func calendarArithmetic(_ name: String, _ calendar: Calendar, _ call: LibraryCall) throws -> Value? {
        let first = call.argument(0)
        let date = { (index: Int) in host(call.argument(index), as: Date.self) }
        let wraps = call.argument("wrappingComponents").map { if case .bool(true) = $0 { true } else { false } }
        switch (name, call.labels.filter { $0 != "wrappingComponents" }) {
        case ("date", ["byAdding", "value", "to"]):
            guard let unit = component(first), case .int(let amount)? = call.argument(1), let to = date(2) else {
                return nil
            }
            return optionalDate(
                calendar.date(byAdding: unit, value: amount, to: to, wrappingComponents: wraps ?? false))
        case ("date", ["byAdding", "to"]):
            guard let delta = host(first, as: DateComponents.self), let to = date(1) else { return nil }
            return optionalDate(calendar.date(byAdding: delta, to: to, wrappingComponents: wraps ?? false))
        case ("date", ["bySettingHour", "minute", "second", "of"]):
            guard case .int(let hour)? = first, case .int(let minute)? = call.argument(1),
                case .int(let second)? = call.argument(2), let of = date(3)
            else { return nil }
            return optionalDate(calendar.date(bySettingHour: hour, minute: minute, second: second, of: of))
        case ("date", ["bySetting", "value", "of"]):
            guard let unit = component(first), case .int(let value)? = call.argument(1), let of = date(2) else {
                return nil
            }
            return optionalDate(calendar.date(bySetting: unit, value: value, of: of))
        case ("nextDate", ["after", "matching", "matchingPolicy"]):
            guard let after = date(0), let match = host(call.argument(1), as: DateComponents.self),
                case .enumCase(let policy)? = call.argument(2), let matching = matchingPolicies[policy.name]
            else { return nil }
            return optionalDate(calendar.nextDate(after: after, matching: match, matchingPolicy: matching))
        default: return nil
        }
    }

    /// `Calendar.MatchingPolicy` by its Swift names.
    static let matchingPolicies: [String: Calendar.MatchingPolicy] = [
        "nextTime": .nextTime, "nextTimePreservingSmallerComponents": .nextTimePreservingSmallerComponents,
        "previousTimePreservingSmallerComponents": .previousTimePreservingSmallerComponents, "strict": .strict,
    ]

    private static func dateCall(_ name: String, _ value: Date, _ call: LibraryCall) -> Value? {
        let other = host(call.argument(0), as: Date.self)
        switch (name, call.labels) {
        case ("compare", ["_"]): return other.map { comparison(value.compare($0)) }
        case ("distance", ["to"]): return other.map { .double(value.distance(to: $0)) }
        case ("advanced", ["by"]): return call.argument(0)?.number.map { date(value.advanced(by: $0)) }
        default: return nil
        }
    }

    static func comparison(_ result: ComparisonResult) -> Value {
        let name = ["orderedAscending", "orderedSame", "orderedDescending"][result.rawValue + 1]
        return .enumCase(EnumCase(type: "ComparisonResult", name: name, payload: [], labels: []))
    }

    /// `Date ± seconds`.
    static func nativeOperator(_ symbol: String, _ left: Value, _ right: Value) -> Value? {
        if let result = measurementOperator(symbol, left, right) { return result }
        if let result = attributedOperator(symbol, left, right) { return result }
        guard let base = host(left, as: Date.self), case .native = left, let seconds = right.number else { return nil }
        switch symbol {
        case "+": return date(base + seconds)
        case "-": return date(base - seconds)
        default: return nil
        }
    }
}
