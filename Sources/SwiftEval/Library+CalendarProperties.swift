import Foundation

extension Library {
    /// Properties of `Calendar`, `DateComponents`, `TimeZone`, `Locale` and
    /// `ISO8601DateFormatter`.
    static func calendarProperty(_ name: String, _ object: NativeObject) -> Value? {
        switch object.object {
        case let box as HostBox<Calendar>: return calendarValue(name, box.value)
        case let box as HostBox<DateComponents>:
            if let field = componentFields[name] { return optionalInt(box.value[keyPath: field]) }
            switch name {
            case "calendar": return .optional(box.value.calendar.map { NativeObject.value("Calendar", $0) })
            case "timeZone": return .optional(box.value.timeZone.map { NativeObject.value("TimeZone", $0) })
            case "date": return optionalDate(box.value.date)
            case "isValidDate": return .bool(box.value.isValidDate)
            default: return nil
            }
        case let box as HostBox<TimeZone>:
            switch name {
            case "identifier": return .string(box.value.identifier)
            default: return nil
            }
        case let box as HostBox<Locale>:
            switch name {
            case "identifier": return .string(box.value.identifier)
            default: return nil
            }
        case let formatter as ISO8601DateFormatter:
            return name == "timeZone" ? NativeObject.value("TimeZone", formatter.timeZone as TimeZone) : nil
        default: return nil
        }
    }

    private static func calendarValue(_ name: String, _ calendar: Calendar) -> Value? {
        let symbols: [String: [String]] = [
            "weekdaySymbols": calendar.weekdaySymbols, "shortWeekdaySymbols": calendar.shortWeekdaySymbols,
            "veryShortWeekdaySymbols": calendar.veryShortWeekdaySymbols, "monthSymbols": calendar.monthSymbols,
            "shortMonthSymbols": calendar.shortMonthSymbols,
            "veryShortMonthSymbols": calendar.veryShortMonthSymbols,
            "standaloneMonthSymbols": calendar.standaloneMonthSymbols,
            "standaloneWeekdaySymbols": calendar.standaloneWeekdaySymbols,
            "shortStandaloneWeekdaySymbols": calendar.shortStandaloneWeekdaySymbols,
            "eraSymbols": calendar.eraSymbols,
        ]
        if let list = symbols[name] { return .array(list.map(Value.string)) }
        switch name {
        case "timeZone": return NativeObject.value("TimeZone", calendar.timeZone)
        case "locale": return .optional(calendar.locale.map { NativeObject.value("Locale", $0) })
        case "firstWeekday": return .int(calendar.firstWeekday)
        case "minimumDaysInFirstWeek": return .int(calendar.minimumDaysInFirstWeek)
        case "amSymbol": return .string(calendar.amSymbol)
        case "pmSymbol": return .string(calendar.pmSymbol)
        default: return nil
        }
    }

    /// `object.name = value` on a calendar value (the caller passes a copy).
    static func setCalendarProperty(_ name: String, _ value: Value, on object: NativeObject) -> Bool {
        switch object.object {
        case let box as HostBox<Calendar>:
            switch (name, value) {
            case ("timeZone", _):
                guard let zone = host(value, as: TimeZone.self) else { return false }
                box.value.timeZone = zone
            case ("locale", _): box.value.locale = host(value, as: Locale.self)
            case ("firstWeekday", .int(let day)): box.value.firstWeekday = day
            case ("minimumDaysInFirstWeek", .int(let days)): box.value.minimumDaysInFirstWeek = days
            default: return false
            }
            return true
        case let box as HostBox<DateComponents>:
            return setComponent(name, value, in: &box.value)
        case let formatter as ISO8601DateFormatter:
            switch name {
            case "timeZone":
                guard let zone = host(value, as: TimeZone.self) else { return false }
                formatter.timeZone = zone
            case "formatOptions":
                guard let options = isoOptions(value) else { return false }
                formatter.formatOptions = options
            default: return false
            }
            return true
        default: return false
        }
    }

    /// `ISO8601DateFormatter.Options` from `[.withInternetDateTime, …]`.
    private static func isoOptions(_ value: Value) -> ISO8601DateFormatter.Options? {
        let table = isoOptionTable
        let items: [Value]
        switch value {
        case .array(let list), .set(let list): items = list
        default: items = [value]
        }
        var options: ISO8601DateFormatter.Options = []
        for item in items {
            guard case .enumCase(let symbol) = item, let option = table[symbol.name] else { return nil }
            options.insert(option)
        }
        return options
    }
}

extension Library {
    /// `ISO8601DateFormatter.Options` by name.
    static let isoOptionTable: [String: ISO8601DateFormatter.Options] = [
        "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay,
        "withTime": .withTime, "withTimeZone": .withTimeZone,
        "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
        "withDashSeparatorInDate": .withDashSeparatorInDate, "withColonSeparatorInTime": .withColonSeparatorInTime,
        "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone,
        "withFractionalSeconds": .withFractionalSeconds, "withFullDate": .withFullDate,
        "withFullTime": .withFullTime, "withInternetDateTime": .withInternetDateTime,
    ]

    static var isoOptionNames: Set<String> { Set(isoOptionTable.keys) }
}
