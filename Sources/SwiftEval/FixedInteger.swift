import Foundation

/// A value of a fixed-width integer type other than `Int` (`UInt8`, `Int16`,
/// `UInt32`, `UInt64`, …), held as the host's own integer so its width,
/// wrapping and traps are Swift's.
final class FixedBox<T: FixedWidthInteger & Sendable>: HostValue {
    let value: T
    init(_ value: T) { self.value = value }

    func copy() -> AnyObject { self }

    func isEqual(to other: AnyObject) -> Bool { (other as? FixedBox<T>)?.value == value }

    func order(to other: AnyObject) -> Int? {
        guard let other = (other as? FixedBox<T>)?.value else { return nil }
        return value < other ? -1 : (value == other ? 0 : 1)
    }

    var text: String { String(value) }
    var debugText: String { String(value) }
    /// The key an `Int` of the same value has: a dictionary keyed by one
    /// fixed-width type is found with a literal key.
    var hashText: String { "i\(value)" }
    /// The host integer as `String(format:)` takes it (promoted as C does).
    var formatArgument: (any CVarArg)? { value as? any CVarArg }
}

/// A host value `String(format:)` can take as a C argument.
protocol FormatArgument {
    var formatArgument: (any CVarArg)? { get }
}

extension FixedBox: FormatArgument {}

/// What an operator on fixed-width integers gives: a value, or a trap.
enum FixedResult {
    case value(Value)
    case trap(String)
}

/// The operations the interpreter runs on one fixed-width integer type,
/// with the type itself erased: every value of every such type (and `Int`)
/// is exactly an `Int128`, the interchange between them.
protocol FixedIntegerKind: Sendable {
    /// The type's name (`UInt8`).
    var name: String { get }
    /// The value of this type a value holds, widened.
    func wide(_ value: Value) -> Int128?
    /// A value of this type equal to `wide`, `nil` when it does not fit.
    func exactly(_ wide: Int128) -> Value?
    /// `T(truncatingIfNeeded:)`.
    func truncating(_ wide: Int128) -> Value
    /// `T(clamping:)`.
    func clamping(_ wide: Int128) -> Value
    /// `T(double)`: `nil` when the truncated value does not fit (a trap).
    func fromDouble(_ number: Double) -> Value?
    /// `T(exactly: double)`.
    func exactly(double number: Double) -> Value?
    /// `T(text, radix:)`.
    func parse(_ text: String, radix: Int) -> Value?
    /// `.min`, `.max`, `.bitWidth`, `.zero`.
    func staticMember(_ name: String) -> Value?
    /// A binary operator with both operands of this type (a shift's right
    /// side of any integer type).
    func binary(_ symbol: String, _ left: Value, _ right: Value) -> FixedResult?
    /// `-x`, `~x`.
    func prefix(_ symbol: String, _ operand: Value) -> FixedResult?
    /// A property (`nonzeroBitCount`, `byteSwapped`, …).
    func property(_ name: String, _ operand: Value) -> Value?
    /// `T.random(in: low...high, using:)` (or `..<`): `nil` when the range is empty.
    func random(_ low: Value, _ high: Value, closed: Bool, using generator: inout ProgramGenerator) -> Value?
    /// A method (`addingReportingOverflow(_:)`, `isMultiple(of:)`, …).
    func method(_ name: String, _ labels: [String], _ operand: Value, _ argument: Value?) -> FixedResult?
}

/// ``FixedIntegerKind`` for the host type `T`.
struct FixedKind<T: FixedWidthInteger & Sendable>: FixedIntegerKind {
    let name: String

    func make(_ value: T) -> Value { .native(NativeObject(type: name, object: FixedBox(value))) }

    func value(_ value: Value) -> T? {
        if case .native(let object) = value { return (object.object as? FixedBox<T>)?.value }
        return nil
    }

    func wide(_ value: Value) -> Int128? { self.value(value).map { Int128($0) } }
    func exactly(_ wide: Int128) -> Value? { T(exactly: wide).map(make) }
    func truncating(_ wide: Int128) -> Value { make(T(truncatingIfNeeded: wide)) }
    func clamping(_ wide: Int128) -> Value { make(T(clamping: wide)) }

    func fromDouble(_ number: Double) -> Value? {
        guard number.isFinite, let whole = Int128(exactly: number.rounded(.towardZero)) else { return nil }
        return exactly(whole)
    }

    func exactly(double number: Double) -> Value? { T(exactly: number).map(make) }
    func parse(_ text: String, radix: Int) -> Value? { T(text, radix: radix).map(make) }

    func staticMember(_ name: String) -> Value? {
        switch name {
        case "min": make(T.min)
        case "max": make(T.max)
        case "zero": make(0)
        case "bitWidth": .int(T.bitWidth)
        case "isSigned": .bool(T.isSigned)
        default: nil
        }
    }

    func binary(_ symbol: String, _ left: Value, _ right: Value) -> FixedResult? {
        guard let a = value(left) else { return nil }
        if ["<<", ">>", "&<<", "&>>"].contains(symbol) {
            guard let shift = Library.integerWide(right) else { return nil }
            return .value(make(Self.shifted(a, symbol, shift)))
        }
        guard let b = value(right) else { return nil }
        let reported: (partialValue: T, overflow: Bool)
        switch symbol {
        case "+": reported = a.addingReportingOverflow(b)
        case "-": reported = a.subtractingReportingOverflow(b)
        case "*": reported = a.multipliedReportingOverflow(by: b)
        case "/", "%":
            guard b != 0 else { return .trap("division by zero") }
            reported = symbol == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        case "&+": return .value(make(a &+ b))
        case "&-": return .value(make(a &- b))
        case "&*": return .value(make(a &* b))
        case "&": return .value(make(a & b))
        case "|": return .value(make(a | b))
        case "^": return .value(make(a ^ b))
        default: return nil
        }
        if reported.overflow { return .trap("arithmetic overflow in \(a) \(symbol) \(b) (\(name))") }
        return .value(make(reported.partialValue))
    }

    private static func shifted(_ value: T, _ symbol: String, _ shift: Int128) -> T {
        switch symbol {
        case "<<": value << shift
        case ">>": value >> shift
        case "&<<": value &<< T(truncatingIfNeeded: shift)
        default: value &>> T(truncatingIfNeeded: shift)
        }
    }

    func prefix(_ symbol: String, _ operand: Value) -> FixedResult? {
        guard let a = value(operand) else { return nil }
        switch symbol {
        case "~": return .value(make(~a))
        case "-":
            guard T.isSigned else { return nil }
            let (result, overflow) = T.zero.subtractingReportingOverflow(a)
            return overflow ? .trap("arithmetic overflow in -\(a) (\(name))") : .value(make(result))
        default: return nil
        }
    }

    func property(_ name: String, _ operand: Value) -> Value? {
        guard let a = value(operand) else { return nil }
        switch name {
        case "nonzeroBitCount": return .int(a.nonzeroBitCount)
        case "leadingZeroBitCount": return .int(a.leadingZeroBitCount)
        case "trailingZeroBitCount": return .int(a.trailingZeroBitCount)
        case "bitWidth": return .int(a.bitWidth)
        case "byteSwapped": return make(a.byteSwapped)
        case "bigEndian": return make(a.bigEndian)
        case "littleEndian": return make(a.littleEndian)
        case "description": return .string(String(a))
        case "isZero": return .bool(a == 0)
        case "magnitude":
            return Library.fixedKinds[T.isSigned ? "U" + self.name : self.name]?.exactly(Int128(a.magnitude))
        default: return nil
        }
    }

    func method(_ name: String, _ labels: [String], _ operand: Value, _ argument: Value?) -> FixedResult? {
        guard let a = value(operand) else { return nil }
        if labels.isEmpty, name == "signum" { return .value(make(a.signum())) }
        guard labels.count == 1, let b = argument.flatMap(value) else { return nil }
        let reported: (partialValue: T, overflow: Bool)
        switch (name, labels[0]) {
        case ("addingReportingOverflow", "_"): reported = a.addingReportingOverflow(b)
        case ("subtractingReportingOverflow", "_"): reported = a.subtractingReportingOverflow(b)
        case ("multipliedReportingOverflow", "by"): reported = a.multipliedReportingOverflow(by: b)
        case ("dividedReportingOverflow", "by"): reported = a.dividedReportingOverflow(by: b)
        case ("remainderReportingOverflow", "dividingBy"): reported = a.remainderReportingOverflow(dividingBy: b)
        case ("isMultiple", "of"): return .value(.bool(a.isMultiple(of: b)))
        case ("quotientAndRemainder", "dividingBy"):
            guard b != 0 else { return .trap("division by zero") }
            let (quotient, remainder) = a.quotientAndRemainder(dividingBy: b)
            return .value(.tuple([make(quotient), make(remainder)], labels: ["quotient", "remainder"]))
        default: return nil
        }
        return .value(
            .tuple([make(reported.partialValue), .bool(reported.overflow)], labels: ["partialValue", "overflow"]))
    }
}
