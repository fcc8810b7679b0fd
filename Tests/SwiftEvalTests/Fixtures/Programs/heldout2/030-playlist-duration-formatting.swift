import Foundation

struct Track: Equatable {
    let title: String
    let artist: String
    let seconds: Int
    var isExplicit = false
}

extension Int {
    var asDuration: String {
        let h = self / 3600, m = (self % 3600) / 60, s = self % 60
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }
    var asLongDuration: String {
        let h = self / 3600, m = (self % 3600) / 60
        switch (h, m) {
        case (0, 0): return "less than a minute"
        case (0, 1): return "1 min"
        case (0, _): return "\(m) min"
        case (1, 0): return "1 hr"
        case (_, 0): return "\(h) hr"
        default: return "\(h) hr \(m) min"
        }
    }
}

struct Playlist {
    var name: String
    private(set) var tracks: [Track] = []
    var cleanMode = false

    var visibleTracks: [Track] { cleanMode ? tracks.filter { !$0.isExplicit } : tracks }
    var totalSeconds: Int { visibleTracks.reduce(0) { $0 + $1.seconds } }
    var subtitle: String {
        let n = visibleTracks.count
        return "\(n) song\(n == 1 ? "" : "s"), \(totalSeconds.asLongDuration)"
    }

    mutating func append(_ t: Track) { tracks.append(t) }
    mutating func move(from: Int, to: Int) {
        let t = tracks.remove(at: from)
        tracks.insert(t, at: to)
    }
    mutating func removeAll(by artist: String) -> Int {
        let before = tracks.count
        tracks.removeAll { $0.artist == artist }
        return before - tracks.count
    }
    func rotated(startingAt index: Int) -> [Track] {
        Array(visibleTracks[index...] + visibleTracks[..<index])
    }
}

var p = Playlist(name: "Road Trip")
[
    Track(title: "Highway Song", artist: "The Drivers", seconds: 245),
    Track(title: "Long Road", artist: "Mara", seconds: 612, isExplicit: true),
    Track(title: "Interlude", artist: "Mara", seconds: 38),
    Track(title: "Night Drive", artist: "Synthline", seconds: 3725),
    Track(title: "Sunrise", artist: "The Drivers", seconds: 199),
].forEach { p.append($0) }

print("\(p.name): \(p.subtitle)")
for (i, t) in p.visibleTracks.enumerated() {
    print("\(i + 1). \(t.title)\(t.isExplicit ? " 🅴" : "") — \(t.artist) \(t.seconds.asDuration)")
}
p.cleanMode = true
print("Clean: \(p.subtitle)")
p.cleanMode = false
p.move(from: 3, to: 0)
print("Order: \(p.tracks.map(\.title))")
print("Up next from 2: \(p.rotated(startingAt: 2).map(\.title).joined(separator: " → "))")
let removed = p.removeAll(by: "Mara")
print("Removed \(removed); now \(p.subtitle)")
let byArtist = Dictionary(grouping: p.tracks, by: \.artist).mapValues { $0.map(\.seconds).reduce(0, +) }
for (artist, secs) in byArtist.sorted(by: { $0.value > $1.value }) { print("  \(artist): \(secs.asDuration)") }
print([0, 59, 60, 61, 3600, 3660, 7200, 86399].map(\.asLongDuration))
print([5, 65, 3599, 3600, 36000].map(\.asDuration))
let average = Double(p.totalSeconds) / Double(p.tracks.count)
print("Average: \(average) s -> \(Int(average.rounded()).asDuration)")
