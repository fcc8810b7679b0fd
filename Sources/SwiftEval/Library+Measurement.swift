import Foundation

/// A Foundation unit (`UnitLength.kilometers`): compared by the host's `==`
/// (symbol and conversion). Printing one prints the object's address, which
/// no program can know.
final class UnitBox: HostValue {
    let unit: Dimension
    init(_ unit: Dimension) { self.unit = unit }

    func copy() -> AnyObject { self }
    func isEqual(to other: AnyObject) -> Bool { (other as? UnitBox)?.unit == unit }
    func order(to other: AnyObject) -> Int? { nil }
    var text: String { "<\(type(of: unit))>" }
    var debugText: String { text }
    var hashText: String { "Unit:\(type(of: unit)):\(unit.symbol)" }
}

/// A `Measurement` of a Foundation dimension, run by the host: conversions,
/// arithmetic across units, ordering and its description (`10.0 km`).
final class MeasurementBox: HostValue {
    var measurement: Measurement<Dimension>
    init(_ measurement: Measurement<Dimension>) { self.measurement = measurement }

    func copy() -> AnyObject { MeasurementBox(measurement) }
    func isEqual(to other: AnyObject) -> Bool { (other as? MeasurementBox)?.measurement == measurement }
    func order(to other: AnyObject) -> Int? {
        guard let other = (other as? MeasurementBox)?.measurement else { return nil }
        return measurement < other ? -1 : (measurement == other ? 0 : 1)
    }
    var text: String { measurement.description }
    var debugText: String { measurement.description }
    var hashText: String {
        let base = measurement.unit.converter.baseUnitValue(fromValue: measurement.value)
        return "Measurement:\(type(of: measurement.unit)):\(base)"
    }
}

extension Library {
    /// The units model code names, by their Foundation class.
    static let unitTables: [String: [String: Dimension]] = [
        "UnitLength": [
            "meters": UnitLength.meters, "kilometers": UnitLength.kilometers, "centimeters": UnitLength.centimeters,
            "millimeters": UnitLength.millimeters, "miles": UnitLength.miles, "yards": UnitLength.yards,
            "feet": UnitLength.feet, "inches": UnitLength.inches, "nauticalMiles": UnitLength.nauticalMiles,
        ],
        "UnitMass": [
            "kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "milligrams": UnitMass.milligrams,
            "pounds": UnitMass.pounds, "ounces": UnitMass.ounces, "stones": UnitMass.stones,
            "metricTons": UnitMass.metricTons,
        ],
        "UnitVolume": [
            "liters": UnitVolume.liters, "milliliters": UnitVolume.milliliters, "cups": UnitVolume.cups,
            "tablespoons": UnitVolume.tablespoons, "teaspoons": UnitVolume.teaspoons,
            "fluidOunces": UnitVolume.fluidOunces, "gallons": UnitVolume.gallons, "pints": UnitVolume.pints,
            "quarts": UnitVolume.quarts, "cubicMeters": UnitVolume.cubicMeters, "deciliters": UnitVolume.deciliters,
            "centiliters": UnitVolume.centiliters, "metricCups": UnitVolume.metricCups,
        ],
        "UnitTemperature": [
            "celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit,
            "kelvin": UnitTemperature.kelvin,
        ],
        "UnitDuration": [
            "seconds": UnitDuration.seconds, "minutes": UnitDuration.minutes, "hours": UnitDuration.hours,
            "milliseconds": UnitDuration.milliseconds,
        ],
        "UnitAngle": [
            "degrees": UnitAngle.degrees, "radians": UnitAngle.radians, "revolutions": UnitAngle.revolutions,
        ],
        "UnitSpeed": [
            "metersPerSecond": UnitSpeed.metersPerSecond, "kilometersPerHour": UnitSpeed.kilometersPerHour,
            "milesPerHour": UnitSpeed.milesPerHour, "knots": UnitSpeed.knots,
        ],
        "UnitEnergy": [
            "joules": UnitEnergy.joules, "kilojoules": UnitEnergy.kilojoules, "calories": UnitEnergy.calories,
            "kilocalories": UnitEnergy.kilocalories, "kilowattHours": UnitEnergy.kilowattHours,
        ],
    ]

    /// `UnitLength.meters`: the unit, or `nil` when `type` has none named so.
    static func unit(_ name: String, of type: String) -> Value? {
        unitTables[type]?[name].map { .native(NativeObject(type: type, object: UnitBox($0))) }
    }

    /// `.meters` where no type is written: the unit of the one unit class
    /// that has it (`.seconds` of a duration, never guessed between two).
    static func implicitUnit(_ name: String) -> Value? {
        let owners = unitTables.filter { $0.value[name] != nil }
        guard owners.count == 1, let owner = owners.first else { return nil }
        return unit(name, of: owner.key)
    }

    /// `Measurement(value:unit:)`.
    static func makeMeasurement(_ call: LibraryCall) -> Value? {
        guard call.labels == ["value", "unit"], let value = call.argument(0)?.number,
            case .native(let object)? = call.argument(1), let box = object.object as? UnitBox
        else { return nil }
        return measurement(Measurement(value: value, unit: box.unit))
    }

    static func measurement(_ measurement: Measurement<Dimension>) -> Value {
        let name = "Measurement<\(type(of: measurement.unit))>"
        return .native(NativeObject(type: name, object: MeasurementBox(measurement)))
    }

    /// `value`, `unit` of a measurement; `symbol` of a unit.
    static func measurementProperty(_ name: String, _ object: NativeObject) -> Value? {
        switch (object.object, name) {
        case (let box as MeasurementBox, "value"): return .double(box.measurement.value)
        case (let box as MeasurementBox, "unit"):
            let unit = box.measurement.unit
            return .native(NativeObject(type: "\(type(of: unit))", object: UnitBox(unit)))
        case (let box as UnitBox, "symbol"): return .string(box.unit.symbol)
        case (let box as MeasurementBox, "description"): return .string(box.text)
        default: return nil
        }
    }

    /// `converted(to:)` of a measurement.
    static func measurementMethod(_ name: String, _ box: MeasurementBox, _ call: LibraryCall) -> Value? {
        guard name == "converted", call.labels == ["to"], case .native(let object)? = call.argument(0),
            let unit = object.object as? UnitBox, type(of: unit.unit) == type(of: box.measurement.unit)
        else { return nil }
        return measurement(box.measurement.converted(to: unit.unit))
    }

    /// The unit class `converted(to:)` of a measurement takes (`.fahrenheit`
    /// is `UnitTemperature`'s even when the program has a case of that name).
    static func unitParameter(_ name: String, labels: [String?], of receiver: Value?) -> TypeRef? {
        guard name == "converted", labels == ["to"],
            let box = receiver?.nativeObject?.object as? MeasurementBox
        else { return nil }
        return .named("\(type(of: box.measurement.unit))", [])
    }

    /// `+`, `-` of two measurements of a dimension; `*`, `/` by a number.
    static func measurementOperator(_ symbol: String, _ left: Value, _ right: Value) -> Value? {
        let mine = (left.nativeObject?.object as? MeasurementBox)?.measurement
        let theirs = (right.nativeObject?.object as? MeasurementBox)?.measurement
        switch (symbol, mine, theirs) {
        case ("+", let a?, let b?) where type(of: a.unit) == type(of: b.unit): return measurement(a + b)
        case ("-", let a?, let b?) where type(of: a.unit) == type(of: b.unit): return measurement(a - b)
        case ("*", let a?, nil): return right.number.map { measurement(a * $0) }
        case ("*", nil, let b?): return left.number.map { measurement($0 * b) }
        case ("/", let a?, nil): return right.number.map { measurement(a / $0) }
        default: return nil
        }
    }
}

extension Value {
    /// The Foundation object this value is, when it is one.
    var nativeObject: NativeObject? {
        if case .native(let object) = self { return object }
        return nil
    }
}
