import Foundation

indirect enum Expr: CustomStringConvertible {
    case num(Double)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    case div(Expr, Expr)

    var description: String {
        switch self {
        case .num(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .variable(let v): return v
        case let .add(a, b): return "(\(a) + \(b))"
        case let .mul(a, b): return "\(a) * \(b)"
        case .neg(let e): return "-\(e)"
        case let .div(a, b): return "\(a) / \(b)"
        }
    }
}

enum EvalError: Error { case unbound(String), divideByZero }

func eval(_ e: Expr, _ env: [String: Double]) throws -> Double {
    switch e {
    case .num(let n): return n
    case .variable(let v):
        guard let x = env[v] else { throw EvalError.unbound(v) }
        return x
    case let .add(a, b): return try eval(a, env) + eval(b, env)
    case let .mul(a, b): return try eval(a, env) * eval(b, env)
    case .neg(let x): return -(try eval(x, env))
    case let .div(a, b):
        let d = try eval(b, env)
        if d == 0 { throw EvalError.divideByZero }
        return try eval(a, env) / d
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case let .add(a, b):
        switch (simplify(a), simplify(b)) {
        case let (.num(x), .num(y)): return .num(x + y)
        case let (.num(0), y), let (y, .num(0)): return y
        case let (x, y): return .add(x, y)
        }
    case let .mul(a, b):
        switch (simplify(a), simplify(b)) {
        case let (.num(x), .num(y)): return .num(x * y)
        case (.num(0), _), (_, .num(0)): return .num(0)
        case let (.num(1), y), let (y, .num(1)): return y
        case let (x, y): return .mul(x, y)
        }
    case .neg(.neg(let x)): return simplify(x)
    case .neg(let x): return .neg(simplify(x))
    case let .div(a, b): return .div(simplify(a), simplify(b))
    default: return e
    }
}

// price * qty * (1 + taxRate) - discount
let total: Expr = .add(.mul(.mul(.variable("price"), .variable("qty")), .add(.num(1), .variable("tax"))), .neg(.variable("discount")))
print(total)
let env = ["price": 19.99, "qty": 3, "tax": 0.08, "discount": 5]
print(try eval(total, env))
let messy: Expr = .add(.mul(.num(1), .add(.variable("x"), .num(0))), .mul(.num(2), .num(3.5)))
print(messy, "=>", simplify(messy))
print(simplify(.neg(.neg(.mul(.variable("y"), .num(0))))))
for (e, label) in [(total, "missing"), (.div(.num(1), .add(.variable("x"), .num(-2))), "div")] as [(Expr, String)] {
    do {
        print(label, try eval(e, ["x": 2]))
    } catch EvalError.unbound(let name) {
        print(label, "unbound", name)
    } catch {
        print(label, error)
    }
}
