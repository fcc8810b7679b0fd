// Budget spreadsheet: cells with numbers or formulas (indirect enum), recursive evaluation with memo and cycle detection.
import Foundation

indirect enum Expr {
    case number(Double)
    case ref(String)
    case sum([String])
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case div(Expr, Expr)
}

enum CellError: Error, Equatable {
    case missing(String)
    case cycle([String])
    case divideByZero
}

struct Sheet {
    var cells: [String: Expr]
    private var cache: [String: Double] = [:]
    init(cells: [String: Expr]) { self.cells = cells }

    mutating func value(_ name: String, visiting: [String] = []) throws -> Double {
        if let v = cache[name] { return v }
        if visiting.contains(name) { throw CellError.cycle(visiting + [name]) }
        guard let e = cells[name] else { throw CellError.missing(name) }
        let v = try eval(e, visiting: visiting + [name])
        cache[name] = v
        return v
    }

    private mutating func eval(_ e: Expr, visiting: [String]) throws -> Double {
        switch e {
        case .number(let n): return n
        case .ref(let r): return try value(r, visiting: visiting)
        case .sum(let names): return try names.reduce(0) { try $0 + value($1, visiting: visiting) }
        case let .add(a, b): return try eval(a, visiting: visiting) + eval(b, visiting: visiting)
        case let .mul(a, b): return try eval(a, visiting: visiting) * eval(b, visiting: visiting)
        case let .div(a, b):
            let d = try eval(b, visiting: visiting)
            guard d != 0 else { throw CellError.divideByZero }
            return try eval(a, visiting: visiting) / d
        }
    }
    mutating func set(_ name: String, _ e: Expr) { cells[name] = e; cache.removeAll() }
}

var sheet = Sheet(cells: [
    "A1": .number(1200), "A2": .number(350.5), "A3": .number(89.99),
    "A4": .sum(["A1", "A2", "A3"]),
    "B1": .number(0.08),
    "B2": .mul(.ref("A4"), .ref("B1")),
    "B3": .add(.ref("A4"), .ref("B2")),
    "C1": .div(.ref("B3"), .number(12)),
    "C2": .div(.ref("A1"), .ref("Z9")),
    "D1": .add(.ref("D2"), .number(1)), "D2": .ref("D3"), "D3": .ref("D1"),
    "E1": .div(.number(5), .add(.ref("B1"), .number(-0.08))),
])

func show(_ name: String) {
    do {
        let v = try sheet.value(name)
        print("\(name) = \(String(format: "%.2f", v))")
    } catch CellError.missing(let ref) {
        print("\(name) = #REF! (\(ref) is empty)")
    } catch CellError.cycle(let path) {
        print("\(name) = #CYCLE! \(path.joined(separator: "→"))")
    } catch CellError.divideByZero {
        print("\(name) = #DIV/0!")
    } catch {
        print("\(name) = #ERR")
    }
}
for name in ["A4", "B2", "B3", "C1", "C2", "D1", "E1", "Q7"] { show(name) }
sheet.set("A1", .number(1000))
sheet.set("Z9", .number(4))
print("-- after edits --")
for name in ["A4", "B3", "C1", "C2"] { show(name) }
sheet.set("D3", .number(10))
show("D1")
print("Cells defined: \(sheet.cells.count), formulas: \(sheet.cells.values.filter { if case .number = $0 { return false }; return true }.count)")
