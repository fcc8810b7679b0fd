import Foundation

struct Transaction {
    let date: String
    let merchant: String
    let amountCents: Int
    var month: String { String(date.prefix(7)) }
}

enum ParseError: Error, CustomStringConvertible {
    case wrongColumnCount(line: Int, found: Int)
    case badAmount(line: Int, text: String)
    var description: String {
        switch self {
        case let .wrongColumnCount(line, found): return "line \(line): expected 3 columns, found \(found)"
        case let .badAmount(line, text): return "line \(line): bad amount '\(text)'"
        }
    }
}

func parseAmount(_ text: String) -> Int? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = Int(parts[0]) else { return nil }
    let fraction = parts.count == 2 ? Int(parts[1].padding(toLength: 2, withPad: "0", startingAt: 0)) : 0
    guard let f = fraction else { return nil }
    return whole * 100 + (whole < 0 || parts[0].hasPrefix("-") ? -f : f)
}

func parse(_ csv: String) -> (rows: [Transaction], errors: [ParseError]) {
    var rows: [Transaction] = [], errors: [ParseError] = []
    for (i, line) in csv.split(separator: "\n").enumerated().dropFirst() {
        let cols = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cols.count == 3 else { errors.append(.wrongColumnCount(line: i + 1, found: cols.count)); continue }
        guard let cents = parseAmount(cols[2]) else { errors.append(.badAmount(line: i + 1, text: cols[2])); continue }
        rows.append(Transaction(date: cols[0], merchant: cols[1], amountCents: cents))
    }
    return (rows, errors)
}

let csv = """
date,merchant,amount
2024-01-03, Coffee Bar, -4.50
2024-01-15, Salary, 2500
2024-01-20, Grocer, -82.3
2024-02-01, Rent
2024-02-02, Coffee Bar, -4.75
2024-02-10, Bookshop, abc
2024-02-14, Florist, -39.99
"""

let (rows, errors) = parse(csv)
print("Parsed \(rows.count) rows, \(errors.count) errors")
errors.forEach { print("  error: \($0)") }
let byMonth = Dictionary(grouping: rows, by: \.month)
for month in byMonth.keys.sorted() {
    let net = byMonth[month]!.reduce(0) { $0 + $1.amountCents }
    print("\(month): net \(String(format: "%.2f", Double(net) / 100))")
}
let spendByMerchant = rows.filter { $0.amountCents < 0 }.reduce(into: [String: Int]()) { $0[$1.merchant, default: 0] -= $1.amountCents }
for (merchant, cents) in spendByMerchant.sorted(by: { $0.value > $1.value }) {
    print("  \(merchant): \(cents / 100).\(String(format: "%02d", cents % 100))")
}
