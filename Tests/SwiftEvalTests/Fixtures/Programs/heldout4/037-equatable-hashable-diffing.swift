struct Row: Hashable, CustomStringConvertible {
    let id: Int
    var title: String
    var description: String { "\(id):\(title)" }
}

enum Change: CustomStringConvertible, Equatable {
    case insert(Row, at: Int)
    case delete(Row)
    case update(old: Row, new: Row)
    case move(Row, from: Int, to: Int)

    var description: String {
        switch self {
        case let .insert(r, i): return "+\(r)@\(i)"
        case let .delete(r): return "-\(r)"
        case let .update(o, n): return "~\(o.id):\(o.title)->\(n.title)"
        case let .move(r, f, t): return ">\(r.id) \(f)->\(t)"
        }
    }
}

func diff(old: [Row], new: [Row]) -> [Change] {
    let oldByID = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, ($0, $1)) })
    let newIDs = Set(new.map(\.id))
    var changes: [Change] = old.filter { !newIDs.contains($0.id) }.map { .delete($0) }
    let survivingOld = old.filter { newIDs.contains($0.id) }.map(\.id)
    let survivingNew = new.filter { oldByID[$0.id] != nil }.map(\.id)
    for (i, row) in new.enumerated() {
        guard let (_, oldRow) = oldByID[row.id] else { changes.append(.insert(row, at: i)); continue }
        if oldRow != row { changes.append(.update(old: oldRow, new: row)) }
    }
    for (to, id) in survivingNew.enumerated() {
        if let from = survivingOld.firstIndex(of: id), from != to {
            changes.append(.move(new.first { $0.id == id }!, from: from, to: to))
        }
    }
    return changes
}

let v1 = [Row(id: 1, title: "Milk"), Row(id: 2, title: "Eggs"), Row(id: 3, title: "Bread"), Row(id: 4, title: "Jam")]
let v2 = [Row(id: 3, title: "Bread"), Row(id: 1, title: "Oat milk"), Row(id: 5, title: "Butter"), Row(id: 4, title: "Jam")]
let changes = diff(old: v1, new: v2)
for c in changes { print(c) }
print(diff(old: v1, new: v1).isEmpty)
print(diff(old: [], new: v1.prefix(2).map { $0 }))
print(diff(old: v1, new: []).count)

let set1 = Set(v1), set2 = Set(v2)
print(set1.intersection(set2).sorted { $0.id < $1.id })
print(Row(id: 1, title: "A") == Row(id: 1, title: "A"), Row(id: 1, title: "A").hashValue == Row(id: 1, title: "A").hashValue)
print(changes.contains(.delete(Row(id: 2, title: "Eggs"))))
var seen: [Row: Int] = [:]
for r in v1 + v2 { seen[r, default: 0] += 1 }
print(seen.filter { $0.value > 1 }.keys.sorted { $0.id < $1.id })
