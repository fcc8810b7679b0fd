// Custom collection: a playlist conforming to Collection, with index and name subscripts and a safe subscript.
import Foundation

struct Track {
    let title: String
    let artist: String
    let seconds: Int
}

struct Playlist: Collection {
    private var tracks: [Track] = []
    let name: String
    init(name: String, tracks: [Track] = []) { self.name = name; self.tracks = tracks }

    var startIndex: Int { tracks.startIndex }
    var endIndex: Int { tracks.endIndex }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Track { tracks[position] }

    subscript(title title: String) -> Track? {
        tracks.first { $0.title.caseInsensitiveCompare(title) == .orderedSame }
    }
    subscript(safe index: Int) -> Track? {
        indices.contains(index) ? tracks[index] : nil
    }
    subscript(artist artist: String) -> [Track] {
        get { tracks.filter { $0.artist == artist } }
    }

    mutating func append(_ t: Track) { tracks.append(t) }
    mutating func move(from: Int, to: Int) {
        guard indices.contains(from), indices.contains(to), from != to else { return }
        let t = tracks.remove(at: from)
        tracks.insert(t, at: to)
    }
}

func duration(_ seconds: Int) -> String {
    let h = seconds / 3600, m = seconds % 3600 / 60, s = seconds % 60
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
}

var list = Playlist(name: "Road Trip")
print("\(list.name): \(list.isEmpty ? "empty" : "\(list.count) tracks"), first: \(list.first?.title ?? "none")")
list.append(Track(title: "Highway Song", artist: "The Vans", seconds: 245))
list.append(Track(title: "Desert Wind", artist: "Mira", seconds: 198))
list.append(Track(title: "Long Drive", artist: "The Vans", seconds: 3725))
list.append(Track(title: "Coda", artist: "Mira", seconds: 59))
list.append(Track(title: "Neon", artist: "Kez", seconds: 0))

for (i, t) in list.enumerated() {
    print("\(i + 1). \(t.title) — \(t.artist) [\(duration(t.seconds))]")
}
print("Total: \(duration(list.reduce(0) { $0 + $1.seconds }))")
print("Find 'desert wind': \(list[title: "desert wind"]?.artist ?? "not found")")
print("Find 'Missing': \(list[title: "Missing"]?.artist ?? "not found")")
print("safe[10]: \(list[safe: 10]?.title ?? "nil"), safe[-1]: \(list[safe: -1]?.title ?? "nil"), safe[4]: \(list[safe: 4]?.title ?? "nil")")
print("The Vans: \(list[artist: "The Vans"].map(\.title))")
print("Nobody: \(list[artist: "Nobody"].count) tracks")
list.move(from: 3, to: 0)
list.move(from: 0, to: 99)
print("After move: \(list.map(\.title).joined(separator: " | "))")
let longest = list.max { $0.seconds < $1.seconds }
print("Longest: \(longest.map { "\($0.title) (\(duration($0.seconds)))" } ?? "-")")
print("Under a minute: \(list.filter { $0.seconds < 60 }.map(\.title).sorted())")
print("Contains Kez: \(list.contains { $0.artist == "Kez" }), index of Neon: \(list.firstIndex { $0.title == "Neon" } ?? -1)")
