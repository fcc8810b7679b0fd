// Chaining sequence operations: prefix, dropFirst, sorted, lazy, first(where:), contains, split.
struct Song {
    let title: String
    let seconds: Int
    let plays: Int
}
let library = [
    Song(title: "Blue", seconds: 210, plays: 12),
    Song(title: "Ember", seconds: 185, plays: 40),
    Song(title: "Drift", seconds: 305, plays: 40),
    Song(title: "Echo", seconds: 150, plays: 3),
    Song(title: "Ascent", seconds: 240, plays: 25),
]

let topThree = library.sorted { ($0.plays, $1.title) > ($1.plays, $0.title) }.prefix(3).map(\.title)
print(topThree)
let shortTitles = library.filter { $0.seconds < 200 }.map { $0.title }.sorted()
print(shortTitles)
let totalMinutes = library.map(\.seconds).reduce(0, +) / 60
print(totalMinutes)
print(library.dropFirst(3).map(\.title))
print(library.first { $0.plays > 30 }?.title ?? "none")
print(library.contains { $0.title.count > 5 })

var inspected: [String] = []
let firstLongLazy = library.lazy.filter { song in
    inspected.append(song.title)
    return song.seconds > 200
}.first
print(firstLongLazy?.title as Any)
print(inspected)

let squares = (1...).lazy.map { $0 * $0 }.filter { $0 % 3 == 1 }.prefix(4)
print(Array(squares))

let durationText = library.map { s -> String in
    let m = s.seconds / 60, r = s.seconds % 60
    return "\(s.title) \(m):\(r < 10 ? "0" : "")\(r)"
}
print(durationText.joined(separator: ", "))

let grouped = library.split { $0.plays < 10 }.map { $0.map(\.title) }
print(grouped)
print(library.map(\.plays).min()!, library.map(\.plays).max()!)
print(library.min { $0.seconds < $1.seconds }!.title)
print(library.reversed().map(\.title.first!))
print(library.map(\.title).sorted().elementsEqual(["Ascent", "Blue", "Drift", "Echo", "Ember"]))
