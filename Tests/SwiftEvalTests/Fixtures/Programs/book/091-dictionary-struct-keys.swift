// Dictionaries and sets keyed by Hashable structs and enums.
struct GridPoint: Hashable {
    let x: Int
    let y: Int
}
enum Weekday: Int, Hashable {
    case mon = 1, tue, wed
}

var visits: [GridPoint: Int] = [:]
let path = [GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 0), GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 1), GridPoint(x: 0, y: 0)]
for p in path {
    visits[p, default: 0] += 1
}
let ordered = visits.sorted { ($0.key.x, $0.key.y) < ($1.key.x, $1.key.y) }
for (point, count) in ordered {
    print(point, count)
}
print(visits[GridPoint(x: 0, y: 0)] as Any, visits[GridPoint(x: 5, y: 5)] as Any)

let unique = Set(path)
print(unique.count)
print(unique.contains(GridPoint(x: 1, y: 1)))
print(unique.sorted { ($0.x, $0.y) < ($1.x, $1.y) })

var schedule: [Weekday: [String]] = [.mon: ["gym"], .wed: ["piano"]]
schedule[.tue, default: []].append("chess")
schedule[.mon]?.append("groceries")
for day in schedule.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
    print(day, schedule[day]!)
}
print(GridPoint(x: 2, y: 3) == GridPoint(x: 2, y: 3))
let cellNames: [GridPoint: String] = [GridPoint(x: 0, y: 1): "B1"]
print(cellNames)
