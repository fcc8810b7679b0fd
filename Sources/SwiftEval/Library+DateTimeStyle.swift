import Foundation

/// `Date.FormatStyle.dateTime` and its field methods
/// (`.dateTime.month(.wide).day(.twoDigits).year()`): the host's own style,
/// built field by field, writes the text (the same Foundation code as
/// Apple's). Each field's symbol (`.wide`, `.twoDigits`,
/// `.defaultDigits(amPM: .omitted)`) is typed where it is written.
extension Library {
    /// The type of a date style.
    static let dateFormatStyle = "Date.FormatStyle"

    /// A field method of a date style, with its symbols by Swift name.
    struct DateField: Sendable {
        /// The symbols a bare name gives (`.wide`), each applied to a style.
        var symbols: [String: @Sendable (Date.FormatStyle) -> Date.FormatStyle]
        /// The field at its default symbol (`.year()`).
        var plain: @Sendable (Date.FormatStyle) -> Date.FormatStyle
    }

    /// The symbol type of each field method: `Date.FormatStyle.Symbol.Month` for `month`.
    static func dateSymbolType(_ field: String) -> String {
        "\(dateFormatStyle).Symbol.\(field.prefix(1).uppercased() + field.dropFirst())"
    }

    /// Each field method by name: one table line per field.
    static let dateFields: [String: DateField] = [
        "era": DateField(
            symbols: [
                "abbreviated": { $0.era(.abbreviated) }, "wide": { $0.era(.wide) }, "narrow": { $0.era(.narrow) },
            ],
            plain: { $0.era() }),
        "year": DateField(
            symbols: ["defaultDigits": { $0.year(.defaultDigits) }, "twoDigits": { $0.year(.twoDigits) }],
            plain: { $0.year() }),
        "quarter": DateField(
            symbols: [
                "oneDigit": { $0.quarter(.oneDigit) }, "twoDigits": { $0.quarter(.twoDigits) },
                "abbreviated": { $0.quarter(.abbreviated) }, "wide": { $0.quarter(.wide) },
                "narrow": { $0.quarter(.narrow) },
            ], plain: { $0.quarter() }),
        "month": DateField(
            symbols: [
                "defaultDigits": { $0.month(.defaultDigits) }, "twoDigits": { $0.month(.twoDigits) },
                "abbreviated": { $0.month(.abbreviated) }, "wide": { $0.month(.wide) }, "narrow": { $0.month(.narrow) },
            ], plain: { $0.month() }),
        "week": DateField(
            symbols: [
                "defaultDigits": { $0.week(.defaultDigits) }, "twoDigits": { $0.week(.twoDigits) },
                "weekOfMonth": { $0.week(.weekOfMonth) },
            ], plain: { $0.week() }),
        "day": DateField(
            symbols: [
                "defaultDigits": { $0.day(.defaultDigits) }, "twoDigits": { $0.day(.twoDigits) },
                "ordinalOfDayInMonth": { $0.day(.ordinalOfDayInMonth) },
            ], plain: { $0.day() }),
        "dayOfYear": DateField(
            symbols: [
                "defaultDigits": { $0.dayOfYear(.defaultDigits) }, "twoDigits": { $0.dayOfYear(.twoDigits) },
                "threeDigits": { $0.dayOfYear(.threeDigits) },
            ], plain: { $0.dayOfYear() }),
        "weekday": DateField(
            symbols: [
                "abbreviated": { $0.weekday(.abbreviated) }, "wide": { $0.weekday(.wide) },
                "narrow": { $0.weekday(.narrow) }, "short": { $0.weekday(.short) },
                "oneDigit": { $0.weekday(.oneDigit) }, "twoDigits": { $0.weekday(.twoDigits) },
            ], plain: { $0.weekday() }),
        "hour": DateField(symbols: [:], plain: { $0.hour() }),
        "minute": DateField(
            symbols: ["defaultDigits": { $0.minute(.defaultDigits) }, "twoDigits": { $0.minute(.twoDigits) }],
            plain: { $0.minute() }),
        "second": DateField(
            symbols: ["defaultDigits": { $0.second(.defaultDigits) }, "twoDigits": { $0.second(.twoDigits) }],
            plain: { $0.second() }),
    ]

    /// An hour symbol's forms, each taking how AM and PM are written.
    static let hourForms: [String: @Sendable (Date.FormatStyle.Symbol.Hour.AMPMStyle) -> Date.FormatStyle.Symbol.Hour] =
        [
            "defaultDigits": { .defaultDigits(amPM: $0) }, "twoDigits": { .twoDigits(amPM: $0) },
            "conversationalDefaultDigits": { .conversationalDefaultDigits(amPM: $0) },
            "conversationalTwoDigits": { .conversationalTwoDigits(amPM: $0) },
        ]

    /// How an hour symbol writes AM and PM, by Swift name.
    static let amPMStyles: [String: Date.FormatStyle.Symbol.Hour.AMPMStyle] = [
        "omitted": .omitted, "narrow": .narrow, "abbreviated": .abbreviated, "wide": .wide,
    ]

    /// The type of an hour symbol's `amPM:` parameter.
    static let amPMStyleType = dateSymbolType("hour") + ".AMPMStyle"

    /// `.dateTime` of a date style (in the device's locale, calendar and time zone when the app
    /// has a device); `.wide` of a field's symbol type, `.omitted` of an AM/PM style.
    static func dateStyleSymbol(_ name: String, of type: String, device: DeviceFormats?) -> Value? {
        if type == "Date", name == "FormatStyle" { return .metatype(dateFormatStyle) }
        if type == dateFormatStyle, name == "dateTime" {
            return NativeObject.value(dateFormatStyle, device.map { $0.applied(to: .dateTime) } ?? .dateTime)
        }
        let known =
            type == amPMStyleType
            ? amPMStyles[name] != nil
            : dateFields.contains { field, entry in dateSymbolType(field) == type && entry.symbols[name] != nil }
        return known ? .enumCase(EnumCase(type: type, name: name, payload: [], labels: [])) : nil
    }

    /// `.defaultDigits(amPM: .omitted)` of an hour symbol: the symbol holding its AM/PM style.
    static func makeHourSymbol(_ name: String, _ arguments: [Argument]) -> Value? {
        guard hourForms[name] != nil, arguments.count == 1, arguments[0].label == "amPM",
            case .enumCase(let style) = arguments[0].value, amPMStyles[style.name] != nil
        else { return nil }
        return .enumCase(
            EnumCase(type: dateSymbolType("hour"), name: name, payload: [arguments[0].value], labels: ["amPM"]))
    }

    /// The parameters of an hour symbol's form: `amPM:` takes an AM/PM style.
    static func hourSymbolParameters(_ type: String, _ name: String, labels: [String?]) -> [Parameter]? {
        guard type == dateSymbolType("hour"), hourForms[name] != nil else { return nil }
        return labels.enumerated().map { index, label in
            Parameter(label: label, name: "_\(index)", type: label == "amPM" ? .named(amPMStyleType, []) : nil)
        }
    }

    /// The parameter of a date style's field method (`month(_:)` takes a month symbol).
    static func dateFieldParameters(_ name: String, labels: [String?], of value: Value?) -> [Parameter]? {
        guard case .native(let object)? = value, object.object is HostBox<Date.FormatStyle>, labels == [nil],
            dateFields[name] != nil
        else { return nil }
        return [Parameter(label: nil, name: "_0", type: .named(dateSymbolType(name), []))]
    }

    /// `style.month(.wide)`, `style.year()`, `style.locale(locale)`: the style with the field or
    /// locale added; `nil` for a symbol it does not read.
    static func dateFieldMethod(_ name: String, _ style: Date.FormatStyle, _ call: LibraryCall) -> Value? {
        if name == "locale", call.labels == ["_"], let locale = host(call.argument(0), as: Locale.self) {
            return NativeObject.value(dateFormatStyle, style.locale(locale))
        }
        guard let field = dateFields[name] else { return nil }
        switch (call.labels, call.argument(0)) {
        case ([], _): return NativeObject.value(dateFormatStyle, field.plain(style))
        case (["_"], .enumCase(let symbol)?) where name == "hour":
            guard case .enumCase(let amPM)? = symbol.payload.first, let style2 = amPMStyles[amPM.name],
                let form = hourForms[symbol.name]
            else { return nil }
            return NativeObject.value(dateFormatStyle, style.hour(form(style2)))
        case (["_"], .enumCase(let symbol)?):
            return field.symbols[symbol.name].map { NativeObject.value(dateFormatStyle, $0(style)) }
        default: return nil
        }
    }

    /// `style.timeZone = zone`, `style.locale = locale`, `style.calendar = calendar` of a date style.
    static func setDateStyleProperty(_ name: String, _ value: Value, on box: HostBox<Date.FormatStyle>) -> Bool {
        switch name {
        case "timeZone":
            guard let zone = host(value, as: TimeZone.self) else { return false }
            box.value.timeZone = zone
        case "locale":
            guard let locale = host(value, as: Locale.self) else { return false }
            box.value.locale = locale
        case "calendar":
            guard let calendar = host(value, as: Calendar.self) else { return false }
            box.value.calendar = calendar
        default: return false
        }
        return true
    }
}
