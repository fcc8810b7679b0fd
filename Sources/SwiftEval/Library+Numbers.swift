import Foundation

extension Library {
    /// Methods of `Int`, `Double` and `Float`.
    static func numberMethod(
        _ name: String, _ value: Value, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        let first = call.argument(0)
        if case .int(let number) = value, let result = intReporting(name, number, call) { return (result, nil) }
        switch (value, name, call.labels) {
        case (.int(let number), "isMultiple", ["of"]):
            guard case .int(let divisor)? = first else { return nil }
            return (.bool(number.isMultiple(of: divisor)), nil)
        case (.int(let number), "signum", []): return (.int(number.signum()), nil)
        case (.int(let number), "quotientAndRemainder", ["dividingBy"]):
            guard case .int(let divisor)? = first, divisor != 0 else { throw call.stop(.trap, "division by zero") }
            let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
            return (.tuple([.int(quotient), .int(remainder)], labels: ["quotient", "remainder"]), nil)
        case (.int(let number), "distance", ["to"]):
            guard case .int(let other)? = first else { return nil }
            return (.int(number.distance(to: other)), nil)
        case (.int(let number), "advanced", ["by"]):
            guard case .int(let other)? = first else { return nil }
            return (.int(number + other), nil)
        case (.double(let number), "rounded", []): return (.double(number.rounded()), nil)
        case (.double(let number), "rounded", ["_"]):
            guard let rule = roundingRule(first) else { return nil }
            return (.double(number.rounded(rule)), nil)
        case (.double(let number), "round", []): return (.void, .double(number.rounded()))
        case (.double(let number), "truncatingRemainder", ["dividingBy"]):
            guard let divisor = first?.number else { return nil }
            return (.double(number.truncatingRemainder(dividingBy: divisor)), nil)
        case (.double(let number), "remainder", ["dividingBy"]):
            guard let divisor = first?.number else { return nil }
            return (.double(number.remainder(dividingBy: divisor)), nil)
        case (.double(let number), "squareRoot", []): return (.double(number.squareRoot()), nil)
        case (.float(let number), "rounded", []): return (.float(number.rounded()), nil)
        case (_, "formatted", _): return (formatNumber(value, call) ?? call.gap("formatted() (FormatStyle)"), nil)
        default: return nil
        }
    }

    static func roundingRule(_ value: Value?) -> FloatingPointRoundingRule? {
        guard case .enumCase(let symbol)? = value else { return nil }
        switch symbol.name {
        case "up": return .up
        case "down": return .down
        case "toNearestOrEven": return .toNearestOrEven
        case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        default: return nil
        }
    }
}
