import Foundation

/// `Decimal` (and `NSDecimalNumber`, which model code reaches only through
/// `as NSDecimalNumber` to format or read a decimal), run by the host's
/// Foundation: values are held as host `Decimal`s, so arithmetic, rounding
/// and descriptions are the compiled program's own.
extension Library {
    /// A `Decimal` value.
    static func decimal(_ value: Decimal) -> Value { NativeObject.value("Decimal", value) }

    /// A decimal seen as an `NSDecimalNumber` (`d as NSDecimalNumber`).
    static func decimalNumber(_ value: Decimal) -> Value { NativeObject.value("NSDecimalNumber", value) }

    /// The decimal a value is or stands for: a decimal, or a number literal
    /// beside one (Swift converts only literals to `Decimal`, so an `Int` or
    /// `Double` met here was written as a literal).
    static func decimalOperand(_ value: Value) -> Decimal? {
        switch value {
        case .int(let number): Decimal(number)
        case .double(let number): Decimal(floatLiteral: number)
        default: host(value, as: Decimal.self)
        }
    }

    /// Whether a value is a decimal.
    static func isDecimal(_ value: Value) -> Bool {
        if case .native(let object) = value { return object.object is HostBox<Decimal> }
        return false
    }

    /// `Decimal(…)` and `NSDecimalNumber(…)`.
    static func makeDecimal(_ type: String, _ call: LibraryCall) -> Value? {
        guard let made = makeDecimalValue(type, call) else { return nil }
        if type == "NSDecimalNumber", let value = host(made, as: Decimal.self) { return decimalNumber(value) }
        return made
    }

    private static func makeDecimalValue(_ type: String, _ call: LibraryCall) -> Value? {
        let first = call.argument(0)
        switch call.labels {
        case []: return decimal(Decimal())
        case ["_"], ["decimal"], ["value"]:
            switch first {
            case .int(let number)?: return decimal(Decimal(number))
            case .double(let number)?: return decimal(Decimal(number))
            case .float(let number)?: return decimal(Decimal(Double(number)))
            default: return host(first, as: Decimal.self).map(decimal)
            }
        case ["string"], ["string", "locale"]:
            guard let text = first?.text else { return nil }
            var locale: Locale?
            if let value = call.argument("locale") {
                guard let given = host(value, as: Locale.self) else { return nil }
                locale = given
            }
            guard let value = Decimal(string: text, locale: locale) else {
                return type == "NSDecimalNumber" ? decimalNumber(.nan) : .null
            }
            return type == "NSDecimalNumber" ? decimalNumber(value) : .optional(decimal(value))
        case ["sign", "exponent", "significand"]:
            guard case .enumCase(let sign)? = first, case .int(let exponent)? = call.argument(1),
                let significand = decimalOperand(call.argument(2) ?? .void)
            else { return nil }
            let value = Decimal(
                sign: sign.name == "minus" ? .minus : .plus, exponent: exponent, significand: significand)
            return decimal(value)
        default: return nil
        }
    }

    /// `Decimal.zero`, `Decimal.pi`, `NSDecimalNumber.one`, …
    static func decimalStatic(_ name: String) -> Value? {
        let values: [String: Decimal] = [
            "zero": .zero, "pi": .pi, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
            "leastFiniteMagnitude": .leastFiniteMagnitude, "leastNormalMagnitude": .leastNormalMagnitude,
            "leastNonzeroMagnitude": .leastNonzeroMagnitude, "nan": .nan, "quietNaN": .quietNaN, "one": 1,
        ]
        return values[name].map(decimal)
    }

    /// `+ - * /` with a decimal on either side; comparisons go through the
    /// host's `Comparable`.
    static func decimalOperator(_ symbol: String, _ left: Value, _ right: Value) -> Value? {
        guard isDecimal(left) || isDecimal(right), let a = decimalOperand(left), let b = decimalOperand(right)
        else { return nil }
        switch symbol {
        case "+": return decimal(a + b)
        case "-": return decimal(a - b)
        case "*": return decimal(a * b)
        case "/": return decimal(a / b)
        default: return nil
        }
    }

    /// Both sides as decimals when one is a decimal and the other a number
    /// literal: how `==` and `<` compare them.
    static func decimalPair(_ left: Value, _ right: Value) -> (Value, Value)? {
        guard isDecimal(left) != isDecimal(right), let a = decimalOperand(left), let b = decimalOperand(right)
        else { return nil }
        return (decimal(a), decimal(b))
    }

    /// The properties of a decimal, and of `NSDecimalNumber` read from one.
    static func decimalProperty(_ name: String, _ value: Decimal) -> Value? {
        let number = NSDecimalNumber(decimal: value)
        switch name {
        case "isZero": return .bool(value.isZero)
        case "isNaN": return .bool(value.isNaN)
        case "isFinite": return .bool(value.isFinite)
        case "isSignMinus": return .bool(value.isSignMinus)
        case "isNormal": return .bool(value.isNormal)
        case "sign":
            return .enumCase(
                EnumCase(
                    type: "FloatingPointSign", name: value.sign == .minus ? "minus" : "plus", payload: [], labels: []))
        case "magnitude": return decimal(value.magnitude)
        case "exponent": return .int(value.exponent)
        case "significand": return decimal(value.significand)
        case "ulp": return decimal(value.ulp)
        case "nextUp": return decimal(value.nextUp)
        case "nextDown": return decimal(value.nextDown)
        case "decimalValue": return decimal(value)
        case "doubleValue": return .double(number.doubleValue)
        case "floatValue": return .float(number.floatValue)
        case "intValue", "integerValue", "int64Value", "int32Value": return .int(number.intValue)
        case "boolValue": return .bool(number.boolValue)
        case "stringValue": return .string(number.stringValue)
        default: return nil
        }
    }

    /// `NSDecimalNumber` arithmetic methods on a decimal (`adding(_:)`, …).
    static func decimalMethod(_ name: String, _ value: Decimal, _ call: LibraryCall) -> Value? {
        guard call.labels.count == 1, let other = call.argument(0).flatMap(decimalOperand) else { return nil }
        switch (name, call.labels[0]) {
        case ("adding", "_"): return decimalNumber(value + other)
        case ("subtracting", "_"): return decimalNumber(value - other)
        case ("multiplying", "by"): return decimalNumber(value * other)
        case ("dividing", "by"): return decimalNumber(value / other)
        case ("isEqual", "_"): return .bool(value == other)
        default: return nil
        }
    }

    /// `NSDecimalNumber.RoundingMode` by its Swift name.
    static let roundingModes: [String: NSDecimalNumber.RoundingMode] = [
        "plain": .plain, "down": .down, "up": .up, "bankers": .bankers,
    ]

    /// `NSDecimalRound(&result, &value, scale, mode)`: the host's rounding,
    /// written back to the first argument.
    static func decimalRound(_ call: LibraryCall) throws -> Value? {
        guard call.arguments.count == 4, var value = call.argument(1).flatMap(decimalOperand),
            case .int(let scale)? = call.argument(2), case .enumCase(let mode)? = call.argument(3),
            let rounding = roundingModes[mode.name], let writeBack = call.arguments[0].writeBack
        else { return nil }
        var result = Decimal()
        NSDecimalRound(&result, &value, scale, rounding)
        try writeBack(decimal(result))
        return .void
    }
}
