/// The fixed-width integer types besides `Int` (and `Int64`, which is
/// `Int`'s width and is run as `Int`): made, converted, combined and
/// printed as Swift does, trapping where Swift traps.
extension Library {
    /// The fixed-width integer types, by name.
    static let fixedKinds: [String: any FixedIntegerKind] = [
        "Int8": FixedKind<Int8>(name: "Int8"), "Int16": FixedKind<Int16>(name: "Int16"),
        "Int32": FixedKind<Int32>(name: "Int32"), "UInt8": FixedKind<UInt8>(name: "UInt8"),
        "UInt16": FixedKind<UInt16>(name: "UInt16"), "UInt32": FixedKind<UInt32>(name: "UInt32"),
        "UInt64": FixedKind<UInt64>(name: "UInt64"), "UInt": FixedKind<UInt>(name: "UInt"),
    ]

    /// The kind of a fixed-width value.
    static func fixedKind(of value: Value) -> (any FixedIntegerKind)? {
        guard case .native(let object) = value, object.object is any HostValue else { return nil }
        return fixedKinds[object.type]
    }

    /// An integer of any width (an `Int` or a fixed-width value), widened.
    static func integerWide(_ value: Value) -> Int128? {
        if case .int(let number) = value { return Int128(number) }
        return fixedKind(of: value)?.wide(value)
    }

    /// A number literal typed as the fixed-width type `name`: `nil` when it
    /// does not fit (Swift would not compile it).
    static func fixedLiteral(_ name: String, _ value: Value) -> Value? {
        guard let kind = fixedKinds[name] else { return nil }
        if fixedKind(of: value)?.name == name { return value }
        guard case .int(let number) = value else { return nil }
        return kind.exactly(Int128(number))
    }

    /// Both operands as one fixed-width type when one is and the other is an
    /// `Int` (a literal: Swift mixes no other integers).
    static func fixedPair(_ left: Value, _ right: Value) -> (Value, Value)? {
        switch (fixedKind(of: left), fixedKind(of: right)) {
        case (let kind?, nil):
            guard case .int = right, let converted = fixedLiteral(kind.name, right) else { return nil }
            return (left, converted)
        case (nil, let kind?):
            guard case .int = left, let converted = fixedLiteral(kind.name, left) else { return nil }
            return (converted, right)
        default: return nil
        }
    }

    /// Operands made one type where a literal stands beside a `Decimal` or
    /// a fixed-width integer (a shift's right side keeps its own type).
    static func literalPair(_ symbol: String, _ left: Value, _ right: Value) -> (Value, Value)? {
        if ["<<", ">>", "&<<", "&>>"].contains(symbol) { return nil }
        return decimalPair(left, right) ?? fixedPair(left, right)
    }

    /// A binary operator on fixed-width operands; `1 << x` shifts an `Int`.
    static func fixedOperator(_ symbol: String, _ left: Value, _ right: Value) -> FixedResult? {
        if let kind = fixedKind(of: left) { return kind.binary(symbol, left, right) }
        if case .int(let number) = left, ["<<", ">>", "&<<", "&>>"].contains(symbol),
            let shift = fixedKind(of: right)?.wide(right)
        {
            let by = Int(clamping: shift)
            let shifted =
                switch symbol {
                case "<<": number << by
                case ">>": number >> by
                case "&<<": number &<< by
                default: number &>> by
                }
            return .value(.int(shifted))
        }
        return nil
    }

    /// `UInt8(…)` and the other fixed-width initializers.
    static func makeFixed(_ kind: any FixedIntegerKind, _ call: LibraryCall) throws -> Value? {
        let first = call.argument(0)
        switch call.labels {
        case ["_"]:
            if let text = first?.text { return .optional(kind.parse(text, radix: 10)) }
            if let wide = first.flatMap(integerWide) {
                guard let made = kind.exactly(wide) else {
                    throw call.stop(.trap, "\(wide) does not fit in \(kind.name)")
                }
                return made
            }
            guard let number = first?.number else { return nil }
            guard let made = kind.fromDouble(number) else {
                throw call.stop(.trap, "\(number) cannot be converted to \(kind.name)")
            }
            return made
        case ["exactly"]:
            if let wide = first.flatMap(integerWide) { return .optional(kind.exactly(wide)) }
            return first?.number.map { .optional(kind.exactly(double: $0)) }
        case ["truncatingIfNeeded"]: return first.flatMap(integerWide).map(kind.truncating)
        case ["clamping"]: return first.flatMap(integerWide).map(kind.clamping)
        case ["_", "radix"]:
            guard let text = first?.text, case .int(let radix)? = call.argument(1), (2...36).contains(radix) else {
                return nil
            }
            return .optional(kind.parse(text, radix: radix))
        case []: return kind.exactly(0)
        default: return nil
        }
    }

    /// `Int(x)` of a fixed-width value: trapping when it does not fit.
    static func intFromFixed(_ value: Value, _ call: LibraryCall) throws -> Value? {
        guard let wide = fixedKind(of: value)?.wide(value) else { return nil }
        guard let number = Int(exactly: wide) else { throw call.stop(.trap, "\(wide) does not fit in Int") }
        return .int(number)
    }

    /// A fixed-width result, or the trap it is.
    static func settle(_ result: FixedResult, _ call: LibraryCall) throws -> Value {
        switch result {
        case .value(let value): return value
        case .trap(let message): throw call.stop(.trap, message)
        }
    }

    /// `abs(x)` of a fixed-width value: trapping at a signed type's `min`.
    static func fixedAbs(_ value: Value, _ call: LibraryCall) throws -> Value? {
        guard let kind = fixedKind(of: value), let wide = kind.wide(value) else { return nil }
        if wide >= 0 { return value }
        return try kind.prefix("-", value).map { try settle($0, call) }
    }

    /// `Int`'s overflow-reporting methods: `(partialValue:, overflow:)`.
    static func intReporting(_ name: String, _ number: Int, _ call: LibraryCall) -> Value? {
        guard call.labels.count == 1, case .int(let other)? = call.argument(0) else { return nil }
        let reported: (partialValue: Int, overflow: Bool)
        switch (name, call.labels[0]) {
        case ("addingReportingOverflow", "_"): reported = number.addingReportingOverflow(other)
        case ("subtractingReportingOverflow", "_"): reported = number.subtractingReportingOverflow(other)
        case ("multipliedReportingOverflow", "by"): reported = number.multipliedReportingOverflow(by: other)
        case ("dividedReportingOverflow", "by"): reported = number.dividedReportingOverflow(by: other)
        case ("remainderReportingOverflow", "dividingBy"):
            reported = number.remainderReportingOverflow(dividingBy: other)
        default: return nil
        }
        return .tuple([.int(reported.partialValue), .bool(reported.overflow)], labels: ["partialValue", "overflow"])
    }

    /// Methods and properties of a fixed-width value.
    static func fixedMethod(_ name: String, _ value: Value, _ call: LibraryCall) throws -> Value? {
        guard let kind = fixedKind(of: value) else { return nil }
        var argument = call.argument(0)
        if let given = argument, case .int = given { argument = fixedLiteral(kind.name, given) }
        return try kind.method(name, call.labels, value, argument).map { try settle($0, call) }
    }
}
