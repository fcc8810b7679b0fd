import Foundation

struct CellAddress: Hashable, CustomStringConvertible {
    let column: Int  // 0 = A
    let row: Int     // 1-based
    init(column: Int, row: Int) { self.column = column; self.row = row }
    init?(_ s: String) {
        let letters = s.uppercased().prefix { $0.isLetter }
        guard letters.count == 1, let c = letters.first?.asciiValue, let r = Int(s.dropFirst(letters.count)), r > 0 else { return nil }
        column = Int(c - 65); row = r
    }
    var description: String { "\(Character(UnicodeScalar(UInt8(65 + column))))\(row)" }
}

enum CellValue: CustomStringConvertible {
    case empty, number(Double), text(String), formula(String)
    var description: String {
        switch self {
        case .empty: return ""
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .text(let t): return t
        case .formula(let f): return "=\(f)"
        }
    }
}

struct Sheet {
    private var cells: [CellAddress: CellValue] = [:]
    let columns: Int, rows: Int

    init(columns: Int, rows: Int) { self.columns = columns; self.rows = rows }

    subscript(_ address: String) -> CellValue {
        get { CellAddress(address).flatMap { cells[$0] } ?? .empty }
        set { if let a = CellAddress(address) { cells[a] = newValue } }
    }

    subscript(column: Int, row: Int) -> CellValue {
        get { cells[CellAddress(column: column, row: row)] ?? .empty }
        set { cells[CellAddress(column: column, row: row)] = newValue }
    }

    subscript(column c: Character) -> [CellValue] {
        let col = Int(c.asciiValue! - 65)
        return (1...rows).map { self[col, $0] }
    }

    func evaluate(_ a: CellAddress) -> Double? {
        switch cells[a] ?? .empty {
        case .number(let n): return n
        case .formula(let f) where f.hasPrefix("SUM(") && f.hasSuffix(")"):
            let inner = f.dropFirst(4).dropLast().split(separator: ":").map(String.init)
            guard inner.count == 2, let s = CellAddress(inner[0]), let e = CellAddress(inner[1]) else { return nil }
            var total = 0.0
            for c in s.column...e.column { for r in s.row...e.row { total += evaluate(CellAddress(column: c, row: r)) ?? 0 } }
            return total
        case .formula(let f):
            let parts = f.components(separatedBy: "*").compactMap { CellAddress($0.trimmingCharacters(in: .whitespaces)) }
            let vals = parts.compactMap(evaluate)
            return vals.count == parts.count && !parts.isEmpty ? vals.reduce(1, *) : nil
        default: return nil
        }
    }

    var filledCount: Int { cells.values.filter { if case .empty = $0 { return false }; return true }.count }
}

var sheet = Sheet(columns: 4, rows: 5)
sheet["A1"] = .text("Item"); sheet["B1"] = .text("Qty"); sheet["C1"] = .text("Price"); sheet["D1"] = .text("Total")
let data: [(String, Double, Double)] = [("Pens", 12, 1.25), ("Paper", 3, 4.5), ("Stapler", 1, 12.99)]
for (i, (name, qty, price)) in data.enumerated() {
    let r = i + 2
    sheet[0, r] = .text(name); sheet[1, r] = .number(qty); sheet[2, r] = .number(price)
    sheet["D\(r)"] = .formula("B\(r) * C\(r)")
}
sheet["A5"] = .text("Sum"); sheet["D5"] = .formula("SUM(D2:D4)"); sheet["B5"] = .formula("SUM(B2:B4)")

for r in 1...sheet.rows {
    let cols = (0..<sheet.columns).map { c -> String in
        let a = CellAddress(column: c, row: r)
        let shown = sheet.evaluate(a).map { String(format: "%.2f", $0) } ?? sheet[c, r].description
        return shown.padding(toLength: 9, withPad: " ", startingAt: 0)
    }
    print(("\(r) | " + cols.joined(separator: "| ")).trimmingCharacters(in: .whitespaces))
}
print("raw D5: \(sheet["D5"]), value: \(sheet.evaluate(CellAddress("D5")!)!)")
print("column B: \(sheet[column: "B"].map(\.description))")
print("filled: \(sheet.filledCount)")
print(["A1", "b12", "AA3", "C0", "7", "d4"].map { CellAddress($0)?.description ?? "nil" })
sheet["C3"] = .text("n/a")
print("D3 after bad input: \(sheet.evaluate(CellAddress("D3")!).map { "\($0)" } ?? "#VALUE!")")
print("D5 now: \(sheet.evaluate(CellAddress("D5")!)!)")
