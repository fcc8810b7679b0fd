import Foundation

var journal: [String] = []

struct Database {
    var rows: [String: Int] = [:]
    var inTransaction = false
}

enum DBError: Error { case constraint(String), notFound(String) }

func transaction(_ db: inout Database, _ label: String, _ body: (inout Database) throws -> Void) -> Bool {
    let snapshot = db.rows
    db.inTransaction = true
    journal.append("BEGIN \(label)")
    defer {
        db.inTransaction = false
        journal.append("END \(label)")
    }
    do {
        try body(&db)
        journal.append("COMMIT \(label)")
        return true
    } catch {
        db.rows = snapshot
        journal.append("ROLLBACK \(label): \(error)")
        return false
    }
}

func adjust(_ db: inout Database, _ key: String, by delta: Int) throws {
    guard let current = db.rows[key] else { throw DBError.notFound(key) }
    let next = current + delta
    if next < 0 { throw DBError.constraint("\(key) would be \(next)") }
    db.rows[key] = next
    journal.append("  \(key): \(current) -> \(next)")
}

var db = Database(rows: ["apples": 10, "pears": 4])
let ok1 = transaction(&db, "T1") { db in
    try adjust(&db, "apples", by: -3)
    try adjust(&db, "pears", by: 2)
}
let ok2 = transaction(&db, "T2") { db in
    try adjust(&db, "apples", by: -5)
    try adjust(&db, "pears", by: -9)
}
let ok3 = transaction(&db, "T3") { db in
    db.rows["plums"] = 1
    try adjust(&db, "kiwis", by: 1)
}
print(journal.joined(separator: "\n"))
print("results: \(ok1) \(ok2) \(ok3), inTransaction: \(db.inTransaction)")
print("rows: " + db.rows.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))

func orderOfDefers() -> [String] {
    var steps: [String] = []
    defer { print("outer defer sees \(steps.count) steps") }
    for i in 1...2 {
        defer { steps.append("cleanup \(i)") }
        steps.append("work \(i)")
    }
    do {
        defer { steps.append("inner A") }
        defer { steps.append("inner B") }
        steps.append("body")
    }
    return steps
}
print(orderOfDefers())

func swapIfNeeded(_ a: inout Int, _ b: inout Int) -> Bool {
    guard a > b else { return false }
    (a, b) = (b, a)
    return true
}
var x = 9, y = 4
print(swapIfNeeded(&x, &y), x, y, swapIfNeeded(&x, &y))
func clamp(_ v: inout Double, to range: ClosedRange<Double>) { v = min(max(v, range.lowerBound), range.upperBound) }
var opacities = [1.4, -0.2, 0.35]
for i in opacities.indices { clamp(&opacities[i], to: 0...1) }
print(opacities)
