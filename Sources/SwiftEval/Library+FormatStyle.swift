import Foundation

/// `Date.FormatStyle` and `Date.formatted(…)`, run by the host's Foundation
/// with the locale, calendar and time zone the program gives, else the
/// app's device's (``DeviceFormats``), else the host's current ones, as the
/// compiled program on this machine reads them.
extension Library {
    /// `Date.FormatStyle.DateStyle` by its Swift name.
    static let dateStyles: [String: Date.FormatStyle.DateStyle] = [
        "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
    ]

    /// `Date.FormatStyle.TimeStyle` by its Swift name.
    static let timeStyles: [String: Date.FormatStyle.TimeStyle] = [
        "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
    ]

    /// The symbols the format styles read, written with a leading dot.
    static let formatStyleNames: Set<String> = ["omitted", "shortened", "standard", "complete"]

    /// `Date.FormatStyle(date:time:locale:calendar:timeZone:)`; `nil` when an
    /// argument is not one it reads.
    static func makeDateFormatStyle(_ arguments: [Argument], device: DeviceFormats?) -> Value? {
        var date: Date.FormatStyle.DateStyle?
        var time: Date.FormatStyle.TimeStyle?
        var locale = device?.locale ?? Locale.autoupdatingCurrent
        var calendar = device?.calendar ?? Calendar.autoupdatingCurrent
        var timeZone = device?.timeZone ?? TimeZone.autoupdatingCurrent
        for argument in arguments {
            switch argument.label {
            case "date":
                guard let value = dateStyle(of: argument.value) else { return nil }
                date = value
            case "time":
                guard let value = timeStyle(of: argument.value) else { return nil }
                time = value
            case "locale":
                guard let value = host(argument.value, as: Locale.self) else { return nil }
                locale = value
            case "calendar":
                guard let value = host(argument.value, as: Calendar.self) else { return nil }
                calendar = value
            case "timeZone":
                guard let value = host(argument.value, as: TimeZone.self) else { return nil }
                timeZone = value
            default: return nil
            }
        }
        let style = Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: timeZone)
        return NativeObject.value("Date.FormatStyle", style)
    }

    private static func timeStyle(of value: Value) -> Date.FormatStyle.TimeStyle? {
        guard case .enumCase(let symbol) = value else { return nil }
        return timeStyles[symbol.name]
    }

    private static func dateStyle(of value: Value) -> Date.FormatStyle.DateStyle? {
        guard case .enumCase(let symbol) = value else { return nil }
        return dateStyles[symbol.name]
    }

    /// `date.formatted()`, `date.formatted(date:time:)` and
    /// `date.formatted(style)`.
    static func formatDate(_ date: Date, _ call: LibraryCall) -> Value? {
        let device = call.interpreter.deviceFormats
        switch call.labels {
        case []:
            guard let device else { return .string(date.formatted()) }
            return .string(date.formatted(device.applied(to: Date.FormatStyle(date: .numeric, time: .shortened))))
        case ["date", "time"]:
            guard let dateStyle = call.argument(0).flatMap(dateStyle(of:)),
                let timeStyle = call.argument(1).flatMap(timeStyle(of:))
            else { return nil }
            guard let device else { return .string(date.formatted(date: dateStyle, time: timeStyle)) }
            return .string(date.formatted(device.applied(to: Date.FormatStyle(date: dateStyle, time: timeStyle))))
        case ["_"]:
            return host(call.argument(0), as: Date.FormatStyle.self).map { .string(date.formatted($0)) }
        default: return nil
        }
    }

    /// `style.format(date)` of a `Date.FormatStyle`, else a field method (``dateFieldMethod(_:_:_:)``).
    static func formatStyleMethod(_ name: String, _ style: Date.FormatStyle, _ call: LibraryCall) -> Value? {
        switch (name, call.labels) {
        case ("format", ["_"]):
            return host(call.argument(0), as: Date.self).map { .string(style.format($0)) }
        default: return dateFieldMethod(name, style, call)
        }
    }
}
