import Foundation

indirect enum Expr: CustomStringConvertible {
    case number(Double)
    case variable(String)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
    case divide(Expr, Expr)

    var description: String {
        switch self {
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .variable(let v): return v
        case let .add(a, b): return "(\(a) + \(b))"
        case let .multiply(a, b): return "\(a) * \(b)"
        case .negate(let e): return "-\(e)"
        case let .divide(a, b): return "\(a) / \(b)"
        }
    }
}

enum EvalError: Error, Equatable {
    case unknownVariable(String)
    case divisionByZero
}

func evaluate(_ e: Expr, _ env: [String: Double]) throws -> Double {
    switch e {
    case .number(let n): return n
    case .variable(let name):
        guard let v = env[name] else { throw EvalError.unknownVariable(name) }
        return v
    case let .add(a, b): return try evaluate(a, env) + evaluate(b, env)
    case let .multiply(a, b): return try evaluate(a, env) * evaluate(b, env)
    case .negate(let x): return try -evaluate(x, env)
    case let .divide(a, b):
        let d = try evaluate(b, env)
        guard d != 0 else { throw EvalError.divisionByZero }
        return try evaluate(a, env) / d
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case let .add(a, b):
        switch (simplify(a), simplify(b)) {
        case (.number(0), let x), (let x, .number(0)): return x
        case let (.number(x), .number(y)): return .number(x + y)
        case let (x, y): return .add(x, y)
        }
    case let .multiply(a, b):
        switch (simplify(a), simplify(b)) {
        case (.number(0), _), (_, .number(0)): return .number(0)
        case (.number(1), let x), (let x, .number(1)): return x
        case let (.number(x), .number(y)): return .number(x * y)
        case let (x, y): return .multiply(x, y)
        }
    case .negate(.negate(let x)): return simplify(x)
    case .negate(let x): return .negate(simplify(x))
    default: return e
    }
}

func variables(in e: Expr) -> Set<String> {
    switch e {
    case .number: return []
    case .variable(let v): return [v]
    case let .add(a, b), let .multiply(a, b), let .divide(a, b): return variables(in: a).union(variables(in: b))
    case .negate(let x): return variables(in: x)
    }
}

let x = Expr.variable("x"), y = Expr.variable("y")
let exprs: [Expr] = [
    .add(.number(2), .multiply(.number(3), x)),
    .multiply(.add(x, .number(0)), .number(1)),
    .negate(.negate(.add(.number(2), .number(2.5)))),
    .divide(x, .add(y, .number(-4))),
    .add(.multiply(.number(0), y), .variable("z")),
]
let env = ["x": 5.0, "y": 4.0]
for e in exprs {
    let simplified = simplify(e)
    let result: String
    do { result = String(try evaluate(e, env)) }
    catch let err as EvalError { result = "error \(err)" }
    catch { result = "?" }
    print("\(e)  ⇒  \(simplified)  =  \(result)   vars: \(variables(in: e).sorted())")
}
