import Foundation
import SwiftSyntax

/// A Foundation value (a struct such as `Locale`) held by reference.
final class HostBox<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

extension Library {
    /// `String(format:…)`, run by Foundation with the arguments as C values.
    static func format(_ call: LibraryCall) throws -> Value? {
        guard let pattern = call.argument(0)?.text else { return nil }
        var values: [any CVarArg] = []
        var items = call.arguments.dropFirst().filter { $0.label == nil }.map(\.value)
        if case .array(let list)? = call.argument("arguments") { items = list }
        for item in items {
            switch item {
            case .int(let number): values.append(number)
            case .double(let number): values.append(number)
            case .float(let number): values.append(Double(number))
            case .string(let text): values.append(text)
            case .substring(let text): values.append(String(text))
            case .character(let character): values.append(String(character))
            case .bool(let flag): values.append(flag ? 1 : 0)
            case .native(let object) where (object.object as? any FormatArgument)?.formatArgument != nil:
                values.append((object.object as? any FormatArgument)!.formatArgument!)
            default: return call.gap("String(format:) with a \(item.typeName)")
            }
        }
        var locale: Locale?
        if case .native(let object)? = call.argument("locale"), let box = object.object as? HostBox<Locale> {
            locale = box.value
        }
        return .string(String(format: pattern, locale: locale, arguments: values))
    }

    /// Foundation objects made with `Type(…)`.
    static func foundationObject(_ type: String, _ call: LibraryCall) throws -> Value? {
        let first = call.argument(0)
        switch (type, call.labels) {
        case ("NumberFormatter", []): return .native(NativeObject(type: type, object: NumberFormatter()))
        case ("MeasurementFormatter", []): return makeMeasurementFormatter()
        case ("DateComponentsFormatter", []): return makeDateComponentsFormatter()
        case ("DateFormatter", []): return .native(NativeObject(type: type, object: DateFormatter()))
        case ("JSONEncoder", []): return .native(NativeObject(type: type, object: JSONEncoder()))
        case ("JSONDecoder", []): return .native(NativeObject(type: type, object: JSONDecoder()))
        case ("Date", []): return call.interpreter.clockReading("Date() is the current date", at: call.node)
        case ("Date", ["timeIntervalSinceNow"]):
            return call.interpreter.clockReading(
                "Date(timeIntervalSinceNow:) is counted from the current date", offset: first?.number,
                at: call.node)
        case ("UUID", []): return call.unknown(.runtimeData, "UUID() is random")
        case ("Date", ["timeIntervalSince1970"]):
            guard let seconds = first?.number else { return nil }
            return date(Date(timeIntervalSince1970: seconds))
        case ("Date", ["timeIntervalSinceReferenceDate"]):
            guard let seconds = first?.number else { return nil }
            return date(Date(timeIntervalSinceReferenceDate: seconds))
        case ("Date", ["timeInterval", "since"]):
            guard let seconds = first?.number, case .native(let object)? = call.argument(1),
                let base = object.object as? DateBox
            else { return nil }
            return date(Date(timeInterval: seconds, since: base.date))
        case ("Locale", ["identifier"]):
            guard let identifier = first?.text else { return nil }
            return .native(NativeObject(type: type, object: HostBox(Locale(identifier: identifier))))
        case ("TimeZone", ["identifier"]):
            guard let identifier = first?.text else { return nil }
            return .optional(
                TimeZone(identifier: identifier).map { .native(NativeObject(type: type, object: HostBox($0))) })
        case ("TimeZone", ["secondsFromGMT"]):
            guard case .int(let seconds)? = first else { return nil }
            return .optional(
                TimeZone(secondsFromGMT: seconds).map { .native(NativeObject(type: type, object: HostBox($0))) })
        case ("NSNumber", ["value"]): return first
        case ("Data", ["contentsOf"]), ("Data", ["contentsOf", "options"]): return fileContents("Data", call)
        case ("Data", _): return makeData(call)
        case ("Measurement", _): return makeMeasurement(call)
        case ("AttributedString", _): return makeAttributedString(call)
        case ("CharacterSet", _): return makeCharacterSet(call)
        case ("DateInterval", _): return try makeDateInterval(call)
        case ("KeyPathComparator", _): return makeKeyPathComparator(call)
        case ("Duration", _): return durationFromComponents(call)
        case ("URL", _), ("URLComponents", _), ("URLQueryItem", _), ("UUID", ["uuidString"]):
            return makeURLValue(type, call)
        default: return try calendarObject(type, call)
        }
    }

    static func date(_ date: Date) -> Value { .native(NativeObject(type: "Date", object: DateBox(date))) }

    /// Methods of Foundation objects.
    static func nativeMethod(_ name: String, _ object: NativeObject, _ call: LibraryCall) throws -> Value? {
        let first = call.argument(0)
        switch (object.object, name, call.labels) {
        case (let box as HostBox<Decimal>, _, _): return decimalMethod(name, box.value, call)
        case (let bundle as AppBundle, _, _): return bundleMethod(name, bundle, call)
        case (let defaults as UserDefaultsBox, _, _): return userDefaultsMethod(name, defaults, call)
        case (let box as HasherBox, _, _): return try hasherMethod(name, box, call)
        case (let box as MeasurementBox, _, _): return measurementMethod(name, box, call)
        case (let box as MeasurementFormatterBox, _, _): return measurementFormatterMethod(name, box, call)
        case (let box as DateComponentsFormatterBox, _, _): return dateComponentsFormatterMethod(name, box, call)
        case (let box as HostBox<URL>, _, _): return urlMethod(name, box.value, call)
        case (let box as HostBox<DateInterval>, _, _): return dateIntervalMethod(name, box.value, call)
        case (_, _, _) where fixedKinds[object.type] != nil: return try fixedMethod(name, .native(object), call)
        case (let box as DateBox, "formatted", _): return formatDate(box.date, call)
        case (let box as HostBox<Duration>, "formatted", _): return formatDuration(box.value, call)
        case (let box as HostBox<Date.FormatStyle>, _, _): return formatStyleMethod(name, box.value, call)
        case (let formatter as NumberFormatter, "string", ["from"]):
            guard let number = first.flatMap(nsNumber) else { return nil }
            return .optional(formatter.string(from: number).map(Value.string))
        case (let formatter as NumberFormatter, "number", ["from"]):
            guard let text = first?.text else { return nil }
            return .optional(formatter.number(from: text).map { .double($0.doubleValue) })
        case (let formatter as DateFormatter, "string", ["from"]):
            guard case .native(let value)? = first, let box = value.object as? DateBox else { return nil }
            return .string(formatter.string(from: box.date))
        case (let formatter as DateFormatter, "setLocalizedDateFormatFromTemplate", ["_"]):
            guard let template = first?.text else { return nil }
            formatter.setLocalizedDateFormatFromTemplate(template)
            return .void
        case (let formatter as DateFormatter, "date", ["from"]):
            guard let text = first?.text else { return nil }
            return .optional(formatter.date(from: text).map(date))
        case (let box as DateBox, "addingTimeInterval", ["_"]):
            guard let seconds = first?.number else { return nil }
            return date(box.date.addingTimeInterval(seconds))
        case (let box as DateBox, "timeIntervalSince", ["_"]):
            guard case .native(let other)? = first, let otherBox = other.object as? DateBox else { return nil }
            return .double(box.date.timeIntervalSince(otherBox.date))
        case (is JSONEncoder, "encode", ["_"]), (is JSONDecoder, "decode", ["_", "from"]):
            return try coding(name, object, call)
        default: return try calendarMethod(name, object, call) ?? codingMethod(name, object, call)
        }
    }

    /// Properties of Foundation objects.
    static func nativeProperty(
        _ name: String, _ object: NativeObject, interpreter: Interpreter, at node: Syntax
    ) throws -> Value? {
        switch (object.object, name) {
        case (let task as TaskBox, _): return try taskProperty(name, task, interpreter, at: node)
        case (let cell as HostCell, "wrappedValue"): return cell.read()
        case (let group as TaskGroupBox, _): return taskGroupProperty(name, group)
        case (let box as HostBox<Decimal>, _): return decimalProperty(name, box.value)
        case (let bundle as AppBundle, "infoDictionary") where !bundle.info.isEmpty:
            return .optional(.native(NativeObject(type: "Dictionary<String, Any>", object: InfoDictionaryBox(bundle))))
        case (is AppBundle, "infoDictionary"), (is AppBundle, "bundleIdentifier"), (is AppBundle, "bundlePath"),
            (is AppBundle, "bundleURL"):
            return interpreter.unknown(.runtimeData, "the built app's Info.plist and bundle", at: node)
        case (is MeasurementBox, _), (is UnitBox, _): return measurementProperty(name, object)
        case (let box as MeasurementFormatterBox, _): return measurementFormatterProperty(name, box)
        case (let box as DateComponentsFormatterBox, _): return dateComponentsFormatterProperty(name, box)
        case (let box as AttributedTextBox, _): return attributedProperty(name, box)
        case (let box as ProcessInfoBox, _): return processInfoProperty(name, box, interpreter, at: node)
        case (let box as HostBox<DateInterval>, _): return dateIntervalProperty(name, box.value)
        case (let box as HostBox<Unicode.Scalar.Properties>, _): return scalarPropertiesProperty(name, box.value)
        case (let box as HostBox<Duration>, _): return durationProperty(name, box.value)
        case (is HostBox<URL>, _), (is HostBox<URLComponents>, _), (is HostBox<URLQueryItem>, _), (is HostBox<UUID>, _):
            return urlProperty(name, object)
        case (_, _) where fixedKinds[object.type] != nil:
            return fixedKinds[object.type]?.property(name, .native(object))
        case (let box as DateBox, "timeIntervalSince1970"): return .double(box.date.timeIntervalSince1970)
        case (let box as DateBox, "timeIntervalSinceReferenceDate"):
            return .double(box.date.timeIntervalSinceReferenceDate)
        case (let box as DataBox, "count"): return .int(box.data.count)
        case (let box as HostBox<Locale>, "identifier"): return .string(box.value.identifier)
        case (let box as HostBox<TimeZone>, "identifier"): return .string(box.value.identifier)
        case (let formatter as DateFormatter, "dateFormat"): return .string(formatter.dateFormat ?? "")
        default:
            return try calendarProperty(name, object)
                ?? codingProperty(name, object, interpreter: interpreter, at: node)
        }
    }

    /// `object.name = value` on a Foundation object.
    static func setNativeProperty(_ name: String, _ value: Value, on object: NativeObject) -> Bool {
        switch (object.object, name, value) {
        case (let cell as HostCell, "wrappedValue", _): cell.write(value)
        case (let box as MeasurementFormatterBox, _, _): return setMeasurementFormatter(name, value, on: box)
        case (let box as DateComponentsFormatterBox, _, _): return setDateComponentsFormatter(name, value, on: box)
        case (let box as StreamContinuationBox, "onTermination", _):
            box.stream.onTermination = value.isNil ? nil : value.unwrappedOnce
        case (let formatter as NumberFormatter, "numberStyle", .enumCase(let symbol)):
            let styles: [String: NumberFormatter.Style] = [
                "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent,
                "scientific": .scientific,
                "spellOut": .spellOut, "ordinal": .ordinal, "currencyAccounting": .currencyAccounting,
                "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
            ]
            guard let style = styles[symbol.name] else { return false }
            formatter.numberStyle = style
        case (let formatter as NumberFormatter, "minimumFractionDigits", .int(let count)):
            formatter.minimumFractionDigits = count
        case (let formatter as NumberFormatter, "maximumFractionDigits", .int(let count)):
            formatter.maximumFractionDigits = count
        case (let formatter as NumberFormatter, "minimumIntegerDigits", .int(let count)):
            formatter.minimumIntegerDigits = count
        case (let formatter as NumberFormatter, "usesGroupingSeparator", .bool(let flag)):
            formatter.usesGroupingSeparator = flag
        case (let formatter as NumberFormatter, "currencyCode", .string(let code)): formatter.currencyCode = code
        case (let formatter as NumberFormatter, "currencySymbol", .string(let symbol)):
            formatter.currencySymbol = symbol
        case (let formatter as NumberFormatter, "groupingSeparator", .string(let text)):
            formatter.groupingSeparator = text
        case (let formatter as NumberFormatter, "decimalSeparator", .string(let text)):
            formatter.decimalSeparator = text
        case (let formatter as NumberFormatter, "positivePrefix", .string(let text)): formatter.positivePrefix = text
        case (let formatter as NumberFormatter, "negativePrefix", .string(let text)): formatter.negativePrefix = text
        case (let formatter as NumberFormatter, "locale", .native(let locale)),
            (let formatter as NumberFormatter, "locale", .optional(.native(let locale)?)):
            guard let box = locale.object as? HostBox<Locale> else { return false }
            formatter.locale = box.value
        case (let formatter as DateFormatter, "dateFormat", .string(let format)): formatter.dateFormat = format
        case (let box as HostBox<URLComponents>, _, _): return setURLComponent(name, value, on: box)
        case (let box as HostBox<Date.FormatStyle>, _, _): return setDateStyleProperty(name, value, on: box)
        case (let box as MeasurementBox, "value", _):
            guard let number = value.number else { return false }
            box.measurement.value = number
        case (let formatter as DateFormatter, "locale", .native(let locale)),
            (let formatter as DateFormatter, "locale", .optional(.native(let locale)?)):
            guard let box = locale.object as? HostBox<Locale> else { return false }
            formatter.locale = box.value
        case (let formatter as DateFormatter, "timeZone", .native(let zone)),
            (let formatter as DateFormatter, "timeZone", .optional(.native(let zone)?)):
            guard let box = zone.object as? HostBox<TimeZone> else { return false }
            formatter.timeZone = box.value
        case (let formatter as DateFormatter, "dateStyle", .enumCase(let symbol)):
            guard let style = dateStyle(symbol.name) else { return false }
            formatter.dateStyle = style
        case (let formatter as DateFormatter, "timeStyle", .enumCase(let symbol)):
            guard let style = dateStyle(symbol.name) else { return false }
            formatter.timeStyle = style
        default:
            return setFormatterDetail(name, value, on: object) || setCalendarProperty(name, value, on: object)
                || setCodingProperty(name, value, on: object)
        }
        return true
    }

    private static func dateStyle(_ name: String) -> DateFormatter.Style? {
        ["none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full][name]
    }

    static func nsNumber(_ value: Value) -> NSNumber? {
        switch value {
        case .int(let number): NSNumber(value: number)
        case .double(let number): NSNumber(value: number)
        case .float(let number): NSNumber(value: number)
        default: host(value, as: Decimal.self).map { NSDecimalNumber(decimal: $0) }
        }
    }
}
