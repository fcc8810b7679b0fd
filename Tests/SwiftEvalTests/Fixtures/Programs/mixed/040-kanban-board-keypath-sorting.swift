// Kanban board: generic key-path sorting helpers, columns as an enum, moving cards, WIP limits.
import Foundation

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: keyPath] > $1[keyPath: keyPath] : $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
    func sum<T: AdditiveArithmetic>(of keyPath: KeyPath<Element, T>) -> T {
        reduce(.zero) { $0 + $1[keyPath: keyPath] }
    }
}

enum Column: Int, CaseIterable {
    case backlog, doing, review, done
    var title: String { ["Backlog", "Doing", "Review", "Done"][rawValue] }
    var wipLimit: Int? { self == .doing ? 2 : self == .review ? 1 : nil }
}

struct Card {
    let id: Int
    var title: String
    var points: Int
    var column: Column
    var assignee: String?
}

struct Board {
    var cards: [Card]
    func cards(in column: Column) -> [Card] { cards.filter { $0.column == column } }

    mutating func move(_ id: Int, to column: Column) -> String {
        guard let i = cards.firstIndex(where: { $0.id == id }) else { return "#\(id) not found" }
        if let limit = column.wipLimit, cards(in: column).count >= limit {
            return "#\(id) blocked: \(column.title) is at its limit of \(limit)"
        }
        let from = cards[i].column
        cards[i].column = column
        return "#\(id) \(from.title) → \(column.title)"
    }
}

var board = Board(cards: [
    Card(id: 1, title: "Login screen", points: 5, column: .doing, assignee: "mo"),
    Card(id: 2, title: "Crash on launch", points: 8, column: .backlog, assignee: nil),
    Card(id: 3, title: "Dark mode", points: 3, column: .backlog, assignee: "li"),
    Card(id: 4, title: "Onboarding copy", points: 1, column: .review, assignee: "mo"),
    Card(id: 5, title: "Analytics", points: 3, column: .done, assignee: "jo"),
    Card(id: 6, title: "Widgets", points: 13, column: .backlog, assignee: nil),
])

for (id, col) in [(2, Column.doing), (3, .doing), (1, .review), (4, .done), (1, .review), (9, .done)] {
    print(board.move(id, to: col))
}
for column in Column.allCases {
    let cards = board.cards(in: column).sorted(by: \.points, descending: true)
    let limit = column.wipLimit.map { "/\($0)" } ?? ""
    print("\(column.title) (\(cards.count)\(limit), \(cards.sum(of: \.points)) pts)")
    for c in cards { print("  #\(c.id) \(c.title) [\(c.points)] @\(c.assignee ?? "unassigned")") }
}
let byTitle = board.cards.sorted(by: \.title).map(\.id)
print("By title: \(byTitle)")
let load = Dictionary(grouping: board.cards.filter { $0.column != .done }, by: { $0.assignee ?? "—" })
    .mapValues { $0.sum(of: \.points) }
print("Open load: " + load.sorted(by: \.key).map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
let velocity = board.cards(in: .done).sum(of: \.points)
print("Velocity: \(velocity) pts, remaining: \(board.cards.sum(of: \.points) - velocity)")
