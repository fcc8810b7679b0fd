/// Swift's arithmetic on the library's number types, strings and arrays:
/// overflow and division by zero trap as in a compiled program.
enum Arithmetic {
    /// Whether an operator that did not apply traps, and why.
    enum Check {
        case fine
        case failure(String)
    }

    /// `left symbol right`, or `nil` when the operator does not apply (or
    /// would trap: ``check(_:_:_:)`` says why).
    static func apply(_ symbol: String, _ left: Value, _ right: Value) throws -> Value? {
        switch (left, right) {
        case (.int(let a), .int(let b)): return integer(symbol, a, b)
        case (.double(let a), .double(let b)): return real(symbol, a, b).map(Value.double)
        case (.double(let a), .int(let b)): return real(symbol, a, Double(b)).map(Value.double)
        case (.int(let a), .double(let b)): return real(symbol, Double(a), b).map(Value.double)
        case (.float(let a), .float(let b)): return real(symbol, Double(a), Double(b)).map { .float(Float($0)) }
        case (.float(let a), .int(let b)): return real(symbol, Double(a), Double(b)).map { .float(Float($0)) }
        case (.string(let a), .string(let b)) where symbol == "+": return .string(a + b)
        case (.string(let a), .character(let b)) where symbol == "+": return .string(a + String(b))
        case (.string(let a), .substring(let b)) where symbol == "+": return .string(a + b)
        case (.substring(let a), .string(let b)) where symbol == "+": return .substring(Substring(a + b))
        case (.substring(let a), .substring(let b)) where symbol == "+": return .substring(a + b)
        case (.array(let a), .array(let b)) where symbol == "+": return .array(a + b)
        // A slice plus a sequence is a slice with the left one's indices.
        case (.slice(let a), .slice(let b)) where symbol == "+": return .slice(a + b)
        case (.slice(let a), .array(let b)) where symbol == "+": return .slice(a + b)
        case (.array(let a), .slice(let b)) where symbol == "+": return .array(a + b)
        default: return nil
        }
    }

    /// Why an operator that does not apply fails: a trap, or not a number.
    static func check(_ symbol: String, _ left: Value, _ right: Value) -> Check {
        guard case .int(let a) = left, case .int(let b) = right else { return .fine }
        if ["/", "%"].contains(symbol), b == 0 { return .failure("division by zero") }
        if ["+", "-", "*", "/", "%"].contains(symbol), integer(symbol, a, b) == nil {
            return .failure("arithmetic overflow in \(a) \(symbol) \(b)")
        }
        return .fine
    }

    private static func integer(_ symbol: String, _ a: Int, _ b: Int) -> Value? {
        let result: (Int, Bool)
        switch symbol {
        case "+": result = a.addingReportingOverflow(b)
        case "-": result = a.subtractingReportingOverflow(b)
        case "*": result = a.multipliedReportingOverflow(by: b)
        case "/":
            guard b != 0 else { return nil }
            result = a.dividedReportingOverflow(by: b)
        case "%":
            guard b != 0 else { return nil }
            result = a.remainderReportingOverflow(dividingBy: b)
        case "&+": return .int(a &+ b)
        case "&-": return .int(a &- b)
        case "&*": return .int(a &* b)
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "<<", "&<<": return .int(a << b)
        case ">>", "&>>": return .int(a >> b)
        default: return nil
        }
        return result.1 ? nil : .int(result.0)
    }

    private static func real(_ symbol: String, _ a: Double, _ b: Double) -> Double? {
        switch symbol {
        case "+": a + b
        case "-": a - b
        case "*": a * b
        case "/": a / b
        default: nil
        }
    }
}
