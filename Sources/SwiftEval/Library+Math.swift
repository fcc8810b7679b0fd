import Foundation

extension Library {
    /// Foundation's C math functions of one `Double` (a `Float` gives the
    /// `Float` overload).
    static let unaryMath: [String: (double: @Sendable (Double) -> Double, float: @Sendable (Float) -> Float)] = [
        "sin": ({ Foundation.sin($0) }, { Foundation.sin($0) }),
        "cos": ({ Foundation.cos($0) }, { Foundation.cos($0) }),
        "tan": ({ Foundation.tan($0) }, { Foundation.tan($0) }),
        "asin": ({ Foundation.asin($0) }, { Foundation.asin($0) }),
        "acos": ({ Foundation.acos($0) }, { Foundation.acos($0) }),
        "atan": ({ Foundation.atan($0) }, { Foundation.atan($0) }),
        "sinh": ({ Foundation.sinh($0) }, { Foundation.sinh($0) }),
        "cosh": ({ Foundation.cosh($0) }, { Foundation.cosh($0) }),
        "tanh": ({ Foundation.tanh($0) }, { Foundation.tanh($0) }),
        "exp": ({ Foundation.exp($0) }, { Foundation.exp($0) }),
        "exp2": ({ Foundation.exp2($0) }, { Foundation.exp2($0) }),
        "log": ({ Foundation.log($0) }, { Foundation.log($0) }),
        "log2": ({ Foundation.log2($0) }, { Foundation.log2($0) }),
        "log10": ({ Foundation.log10($0) }, { Foundation.log10($0) }),
        "log1p": ({ Foundation.log1p($0) }, { Foundation.log1p($0) }),
        "expm1": ({ Foundation.expm1($0) }, { Foundation.expm1($0) }),
        "cbrt": ({ Foundation.cbrt($0) }, { Foundation.cbrt($0) }),
        "trunc": ({ Foundation.trunc($0) }, { Foundation.trunc($0) }),
    ]

    /// Foundation's C math functions of two `Double`s.
    static let binaryMath:
        [String: (double: @Sendable (Double, Double) -> Double, float: @Sendable (Float, Float) -> Float)] = [
            "atan2": ({ Foundation.atan2($0, $1) }, { Foundation.atan2($0, $1) }),
            "hypot": ({ Foundation.hypot($0, $1) }, { Foundation.hypot($0, $1) }),
            "fmod": ({ Foundation.fmod($0, $1) }, { Foundation.fmod($0, $1) }),
            "remainder": ({ Foundation.remainder($0, $1) }, { Foundation.remainder($0, $1) }),
            "copysign": ({ Foundation.copysign($0, $1) }, { Foundation.copysign($0, $1) }),
            "fmin": ({ Foundation.fmin($0, $1) }, { Foundation.fmin($0, $1) }),
            "fmax": ({ Foundation.fmax($0, $1) }, { Foundation.fmax($0, $1) }),
        ]

    /// The C library's constants (`M_PI`, `M_E`).
    static let mathConstants: [String: Double] = [
        "M_PI": Double.pi, "M_PI_2": Double.pi / 2, "M_PI_4": Double.pi / 4, "M_E": M_E, "M_SQRT2": (2.0).squareRoot(),
        "M_LN2": M_LN2, "M_LN10": M_LN10, "M_LOG2E": M_LOG2E, "M_LOG10E": M_LOG10E, "M_SQRT1_2": (0.5).squareRoot(),
    ]

    /// `sin(x)`, `atan2(y, x)`, …: run by the host's libm, so the digits are
    /// the compiled program's. An integer literal argument is a `Double`.
    static func mathFunction(_ name: String, _ values: [Value]) -> Value? {
        if let function = unaryMath[name], values.count == 1 {
            if case .float(let single) = values[0] { return .float(function.float(single)) }
            return values[0].number.map { .double(function.double($0)) }
        }
        if let function = binaryMath[name], values.count == 2 {
            guard let a = values[0].number, let b = values[1].number else { return nil }
            // A `Float` with a literal is the `Float` overload.
            if values.contains(where: { if case .float = $0 { true } else { false } }) {
                return .float(function.float(Float(a), Float(b)))
            }
            return .double(function.double(a, b))
        }
        return nil
    }
}
