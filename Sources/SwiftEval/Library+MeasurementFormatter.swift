import Foundation

/// A `MeasurementFormatter` as it formats on the simulated device (US
/// English): the number as its number formatter writes it (decimal style,
/// up to three fraction digits), then the unit in the style asked for.
/// Only what is settled here is formatted: a unit this table has, in the
/// unit provided (`.providedUnit`); a measurement the formatter would
/// convert to the locale's preferred unit is unknown.
final class MeasurementFormatterBox: HostValue {
    var unitStyle = "medium"
    var unitOptions: Set<String> = []
    var numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        return formatter
    }()

    func copy() -> AnyObject { self }
    func isEqual(to other: AnyObject) -> Bool { other === self }
    func order(to other: AnyObject) -> Int? { nil }
    var text: String { "<MeasurementFormatter>" }
    var debugText: String { text }
    var hashText: String { "MeasurementFormatter:\(ObjectIdentifier(self))" }
}

extension Library {
    /// A unit's forms in US English: `.short` (no space), `.medium`, and
    /// `.long` singular and plural; `nil` where not settled here.
    struct UnitForms {
        let short: String?
        let medium: String?
        let one: String
        let other: String
    }

    /// The units whose forms are settled here, by their symbol.
    static let measurementUnitForms: [String: UnitForms] = [
        "g": UnitForms(short: "g", medium: "g", one: "gram", other: "grams"),
        "mg": UnitForms(short: "mg", medium: "mg", one: "milligram", other: "milligrams"),
        "kg": UnitForms(short: "kg", medium: "kg", one: "kilogram", other: "kilograms"),
        // Volumes in the long style, as recipes show them.
        "cup": UnitForms(short: nil, medium: nil, one: "cup", other: "cups"),
        "tbsp": UnitForms(short: nil, medium: nil, one: "tablespoon", other: "tablespoons"),
        "tsp": UnitForms(short: nil, medium: nil, one: "teaspoon", other: "teaspoons"),
        "fl oz": UnitForms(short: nil, medium: nil, one: "fluid ounce", other: "fluid ounces"),
        "mL": UnitForms(short: nil, medium: nil, one: "milliliter", other: "milliliters"),
        "L": UnitForms(short: nil, medium: nil, one: "liter", other: "liters"),
        "pt": UnitForms(short: nil, medium: nil, one: "pint", other: "pints"),
        "qt": UnitForms(short: nil, medium: nil, one: "quart", other: "quarts"),
        "gal": UnitForms(short: nil, medium: nil, one: "gallon", other: "gallons"),
    ]

    /// `MeasurementFormatter()`.
    static func makeMeasurementFormatter() -> Value {
        .native(NativeObject(type: "MeasurementFormatter", object: MeasurementFormatterBox()))
    }

    /// `unitStyle`, `unitOptions` and `numberFormatter` set on a formatter.
    static func setMeasurementFormatter(_ name: String, _ value: Value, on box: MeasurementFormatterBox) -> Bool {
        switch (name, value) {
        case ("unitStyle", .enumCase(let style)) where ["short", "medium", "long"].contains(style.name):
            box.unitStyle = style.name
        case ("unitOptions", .enumCase(let option)): box.unitOptions = [option.name]
        case ("unitOptions", .array(let options)):
            box.unitOptions = Set(
                options.compactMap { if case .enumCase(let option) = $0 { option.name } else { nil } })
        case ("numberFormatter", .native(let object)):
            guard let formatter = object.object as? NumberFormatter else { return false }
            box.numberFormatter = formatter
        default: return false
        }
        return true
    }

    /// `unitStyle`, `numberFormatter` of a formatter.
    static func measurementFormatterProperty(_ name: String, _ box: MeasurementFormatterBox) -> Value? {
        switch name {
        case "numberFormatter": .native(NativeObject(type: "NumberFormatter", object: box.numberFormatter))
        case "unitStyle": .enumCase(EnumCase(type: "Foundation", name: box.unitStyle, payload: [], labels: []))
        default: nil
        }
    }

    /// `string(from:)` of a measurement in the unit provided.
    static func measurementFormatterMethod(
        _ name: String, _ box: MeasurementFormatterBox, _ call: LibraryCall
    )
        -> Value?
    {
        guard name == "string", call.labels == ["from"], let argument = call.argument(0) else { return nil }
        if argument.isUnknown { return argument }
        guard let measurement = (argument.nativeObject?.object as? MeasurementBox)?.measurement else { return nil }
        guard box.unitOptions.contains("providedUnit") else {
            return call.gap("MeasurementFormatter in the device locale's preferred unit (no .providedUnit)")
        }
        let symbol = measurement.unit.symbol
        guard let forms = measurementUnitForms[symbol],
            let number = box.numberFormatter.string(from: NSNumber(value: measurement.value))
        else {
            return call.gap("MeasurementFormatter for the unit \(measurement.unit.symbol)")
        }
        switch box.unitStyle {
        case "long": return .string(number + " " + (number == "1" ? forms.one : forms.other))
        case "short":
            guard let short = forms.short else { return call.gap("MeasurementFormatter's short style for \(symbol)") }
            return .string(number + short)
        default:
            guard let medium = forms.medium else {
                return call.gap("MeasurementFormatter's medium style for \(symbol)")
            }
            return .string(number + " " + medium)
        }
    }
}
