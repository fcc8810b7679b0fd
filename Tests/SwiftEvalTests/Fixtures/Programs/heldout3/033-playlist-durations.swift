import Foundation

struct Track: CustomStringConvertible {
    let title: String
    let artist: String
    let seconds: Int
    var plays: Int

    var duration: String { String(format: "%d:%02d", seconds / 60, seconds % 60) }
    var description: String { "\(title) – \(artist) [\(duration)]" }
}

struct Playlist {
    var name: String
    private(set) var tracks: [Track] = []
    private(set) var shuffleSeed: UInt64 = 0

    var totalSeconds: Int { tracks.reduce(0) { $0 + $1.seconds } }

    var totalLabel: String {
        let h = totalSeconds / 3600
        let m = (totalSeconds % 3600) / 60
        let s = totalSeconds % 60
        return h > 0 ? String(format: "%d h %02d min", h, m) : String(format: "%d min %02d s", m, s)
    }

    mutating func add(_ t: Track) { tracks.append(t) }

    mutating func move(from: Int, to: Int) {
        guard tracks.indices.contains(from), tracks.indices.contains(to) else { return }
        let t = tracks.remove(at: from)
        tracks.insert(t, at: to)
    }

    mutating func play(_ index: Int, times: Int = 1) {
        tracks[index].plays += times
    }

    func deterministicShuffle(seed: UInt64) -> [Track] {
        var state = seed
        var result = tracks
        for i in stride(from: result.count - 1, to: 0, by: -1) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let j = Int((state >> 33) % UInt64(i + 1))
            result.swapAt(i, j)
        }
        return result
    }
}

var list = Playlist(name: "Road Trip")
list.add(Track(title: "Highway", artist: "The Cars", seconds: 245, plays: 0))
list.add(Track(title: "Night Drive", artist: "Neon", seconds: 312, plays: 0))
list.add(Track(title: "Intro", artist: "Neon", seconds: 59, plays: 0))
list.add(Track(title: "Long Road", artist: "Dust", seconds: 1_804, plays: 0))
list.add(Track(title: "Sunrise", artist: "Dust", seconds: 3_000, plays: 0))

print("\(list.name): \(list.tracks.count) tracks, \(list.totalLabel)")
list.move(from: 2, to: 0)
list.move(from: 9, to: 0)
for (i, t) in list.tracks.enumerated() { print("\(i + 1). \(t)") }
list.play(1, times: 3)
list.play(4)
list.play(1)
let top = list.tracks.filter { $0.plays > 0 }.sorted { $0.plays > $1.plays }
print("Most played: \(top.map { "\($0.title)×\($0.plays)" })")
let byArtist = Dictionary(grouping: list.tracks, by: \.artist).mapValues { $0.reduce(0) { $0 + $1.seconds } }
for artist in byArtist.keys.sorted() {
    print("\(artist): \(byArtist[artist]! / 60) min")
}
print(list.deterministicShuffle(seed: 42).map(\.title))
var short = Playlist(name: "Short")
short.add(Track(title: "Jingle", artist: "Ad", seconds: 75, plays: 0))
print(short.totalLabel)
