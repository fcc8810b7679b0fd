import Foundation

class MediaItem: CustomStringConvertible {
    let title: String
    let year: Int
    init(title: String, year: Int) { self.title = title; self.year = year }
    var durationMinutes: Int { 0 }
    var badge: String { "" }
    var description: String {
        let b = badge.isEmpty ? "" : " [\(badge)]"
        return "\(title) (\(year)) \(formattedDuration)\(b)"
    }
    var formattedDuration: String {
        let h = durationMinutes / 60, m = durationMinutes % 60
        return h > 0 ? "\(h)h \(m)m" : "\(m)m"
    }
}

class Movie: MediaItem {
    let runtime: Int
    init(title: String, year: Int, runtime: Int) { self.runtime = runtime; super.init(title: title, year: year) }
    override var durationMinutes: Int { runtime }
    override var badge: String { runtime > 150 ? "EPIC" : "" }
}

class Series: MediaItem {
    var episodes: [Int]
    init(title: String, year: Int, episodes: [Int]) { self.episodes = episodes; super.init(title: title, year: year) }
    override var durationMinutes: Int { episodes.reduce(0, +) }
    override var badge: String { "\(episodes.count) eps" }
}

final class MiniSeries: Series {
    override var badge: String { "Limited · " + super.badge }
}

final class Podcast: MediaItem {
    let host: String
    init(title: String, year: Int, host: String) { self.host = host; super.init(title: title, year: year) }
    override var durationMinutes: Int { 45 }
    override var description: String { "🎙 " + super.description + " with \(host)" }
}

let library: [MediaItem] = [
    Movie(title: "Deep Space", year: 2019, runtime: 169),
    Series(title: "Kitchen Wars", year: 2021, episodes: [42, 44, 41, 50]),
    MiniSeries(title: "The Village", year: 2020, episodes: [58, 61, 55]),
    Podcast(title: "Swift Talk", year: 2023, host: "Chris"),
    Movie(title: "Short Film", year: 2022, runtime: 14),
]

for item in library { print(item) }
let movies = library.compactMap { $0 as? Movie }
let series = library.filter { $0 is Series }
print(movies.count, series.count, library.filter { $0 is MiniSeries }.map(\.title))
let sorted = library.sorted { $0.durationMinutes > $1.durationMinutes }
print(sorted.map(\.title))
let totalHours = Double(library.map(\.durationMinutes).reduce(0, +)) / 60
print("total:", (totalHours * 10).rounded() / 10, "hours")
for item in library {
    switch item {
    case let m as MiniSeries: print("mini:", m.episodes.count)
    case let s as Series: print("series:", s.episodes.max() ?? 0)
    case let p as Podcast: print("podcast:", p.host)
    default: print("other:", type(of: item))
    }
}
