import Foundation

/// `Calendar`, `DateComponents`, `TimeZone` and `Locale` values, run by the
/// host's Foundation: the calendar arithmetic model code does to label days,
/// weeks and due dates.
extension Library {
    /// `Calendar.Component` by its Swift name.
    static let calendarComponents: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute,
        "second": .second, "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter,
        "weekOfMonth": .weekOfMonth, "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear,
        "nanosecond": .nanosecond, "calendar": .calendar, "timeZone": .timeZone,
    ]

    /// `Calendar.Identifier` by its Swift name.
    static let calendarIdentifiers: [String: Calendar.Identifier] = [
        "gregorian": .gregorian, "iso8601": .iso8601, "buddhist": .buddhist, "chinese": .chinese,
        "coptic": .coptic, "hebrew": .hebrew, "indian": .indian, "islamic": .islamic,
        "islamicCivil": .islamicCivil, "japanese": .japanese, "persian": .persian,
        "republicOfChina": .republicOfChina,
    ]

    /// The integer fields of `DateComponents`, by name.
    nonisolated(unsafe) static let componentFields: [String: WritableKeyPath<DateComponents, Int?>] = [
        "era": \.era, "year": \.year, "month": \.month, "day": \.day, "hour": \.hour, "minute": \.minute,
        "second": \.second, "nanosecond": \.nanosecond, "weekday": \.weekday, "weekdayOrdinal": \.weekdayOrdinal,
        "quarter": \.quarter, "weekOfMonth": \.weekOfMonth, "weekOfYear": \.weekOfYear,
        "yearForWeekOfYear": \.yearForWeekOfYear,
    ]

    /// `Calendar(identifier:)`, `DateComponents(…)`, `ISO8601DateFormatter()`,
    /// `TimeZone(abbreviation:)`.
    static func calendarObject(_ type: String, _ call: LibraryCall) throws -> Value? {
        switch (type, call.labels) {
        case ("Calendar", ["identifier"]):
            guard case .enumCase(let symbol)? = call.argument(0), let identifier = calendarIdentifiers[symbol.name]
            else { return nil }
            return NativeObject.value("Calendar", Calendar(identifier: identifier))
        case ("DateComponents", _):
            var components = DateComponents()
            for argument in call.arguments {
                guard let label = argument.label, setComponent(label, argument.value, in: &components) else {
                    return nil
                }
            }
            return NativeObject.value("DateComponents", components)
        case ("ISO8601DateFormatter", []):
            return .native(NativeObject(type: type, object: ISO8601DateFormatter()))
        case ("TimeZone", ["abbreviation"]):
            guard let text = call.argument(0)?.text else { return nil }
            return .optional(TimeZone(abbreviation: text).map { NativeObject.value("TimeZone", $0) })
        default: return nil
        }
    }

    /// Static members: `Calendar.current`, `TimeZone.current`, `Locale.current`
    /// (the host's, as the compiled program on this machine reads them),
    /// `TimeZone.gmt`, `Date.distantPast`; `Date.now` is runtime data.
    static func calendarStatic(_ name: String, of type: String) -> Value? {
        switch (type, name) {
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"):
            NativeObject.value("Calendar", Calendar.current)
        case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"):
            NativeObject.value("TimeZone", TimeZone.current)
        case ("TimeZone", "gmt"): NativeObject.value("TimeZone", TimeZone(secondsFromGMT: 0) ?? TimeZone.current)
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"): NativeObject.value("Locale", Locale.current)
        case ("Date", "distantPast"): date(Date.distantPast)
        case ("Date", "distantFuture"): date(Date.distantFuture)
        // `Date.now`, `.now`: when the program runs.
        case ("Date", "now"): .unknown(Instant.unknown("the current date"))
        default: nil
        }
    }

    /// Sets one field of `DateComponents` from a labelled argument or an
    /// assignment; `false` when the name or value is not one it has.
    static func setComponent(_ name: String, _ value: Value, in components: inout DateComponents) -> Bool {
        if let field = componentFields[name] {
            switch value {
            case .int(let number), .optional(.int(let number)?): components[keyPath: field] = number
            case .optional(nil): components[keyPath: field] = nil
            default: return false
            }
            return true
        }
        switch name {
        case "calendar": components.calendar = host(value, as: Calendar.self)
        case "timeZone": components.timeZone = host(value, as: TimeZone.self)
        default: return false
        }
        return true
    }

    /// The host value of type `T` a native value holds (through an optional).
    static func host<T>(_ value: Value?, as type: T.Type) -> T? {
        switch value {
        case .native(let object)?, .optional(.native(let object)?)?:
            if let box = object.object as? HostBox<T> { return box.value }
            return (object.object as? DateBox)?.date as? T
        default: return nil
        }
    }

    /// A set of calendar components: `[.year, .month]`, or one `.day`.
    static func components(_ value: Value?) -> Set<Calendar.Component>? {
        switch value {
        case .enumCase(let symbol)?: return calendarComponents[symbol.name].map { [$0] }
        case .array(let items)?, .set(let items)?:
            var found: Set<Calendar.Component> = []
            for item in items {
                guard case .enumCase(let symbol) = item, let component = calendarComponents[symbol.name] else {
                    return nil
                }
                found.insert(component)
            }
            return found
        default: return nil
        }
    }

    static func component(_ value: Value?) -> Calendar.Component? {
        guard case .enumCase(let symbol)? = value else { return nil }
        return calendarComponents[symbol.name]
    }

    static func optionalInt(_ number: Int?) -> Value { .optional(number.map(Value.int)) }
    static func optionalDate(_ value: Date?) -> Value { .optional(value.map(date)) }
}
