struct SortDescriptor<Root> {
    let compare: (Root, Root) -> Bool?
    init<Value: Comparable>(_ keyPath: KeyPath<Root, Value>, ascending: Bool = true) {
        compare = { a, b in
            let l = a[keyPath: keyPath], r = b[keyPath: keyPath]
            if l == r { return nil }
            return ascending ? l < r : l > r
        }
    }
}

extension Array {
    func sorted(by descriptors: [SortDescriptor<Element>]) -> [Element] {
        sorted { a, b in
            for d in descriptors {
                if let result = d.compare(a, b) { return result }
            }
            return false
        }
    }
}

struct Song {
    let title: String
    let artist: String
    let plays: Int
    let rating: Int
}

let library = [
    Song(title: "Blue", artist: "Mira", plays: 120, rating: 4),
    Song(title: "Orbit", artist: "Kai", plays: 300, rating: 5),
    Song(title: "Amber", artist: "Mira", plays: 300, rating: 3),
    Song(title: "Drift", artist: "Kai", plays: 80, rating: 5),
    Song(title: "Cinder", artist: "Zed", plays: 120, rating: 4),
]

func show(_ label: String, _ songs: [Song]) {
    print(label)
    for s in songs { print("  \(s.artist) - \(s.title) [\(s.plays) plays, \(s.rating)★]") }
}

show("By artist, then title:", library.sorted(by: [SortDescriptor(\.artist), SortDescriptor(\.title)]))
show("By plays desc, rating desc:", library.sorted(by: [SortDescriptor(\.plays, ascending: false), SortDescriptor(\.rating, ascending: false)]))

let titlePath: KeyPath<Song, String> = \.title
print("Titles: \(library.map { $0[keyPath: titlePath] }.sorted().joined(separator: ", "))")
let maxPlays = library.map(\.plays).max() ?? 0
print("Max plays: \(maxPlays)")
