// Podcast episode list: download state enum with progress payloads, byte-size labels, bulk actions.
import Foundation

enum DownloadState: Equatable {
    case notDownloaded
    case queued
    case downloading(received: Int64, total: Int64)
    case downloaded(bytes: Int64)
    case failed(reason: String)
}

struct Episode {
    let number: Int
    let title: String
    let minutes: Int
    var state: DownloadState
    var played: Double = 0  // fraction
}

func bytes(_ n: Int64) -> String {
    let units = ["B", "KB", "MB", "GB"]
    var value = Double(n)
    var i = 0
    while value >= 1000 && i < units.count - 1 {
        value /= 1000
        i += 1
    }
    return i == 0 ? "\(n) B" : String(format: value < 10 ? "%.1f %@" : "%.0f %@", value, units[i])
}

func label(_ e: Episode) -> String {
    switch e.state {
    case .notDownloaded: return "☁︎"
    case .queued: return "Waiting…"
    case .downloading(let r, let t) where t > 0: return "↓ \(Int(Double(r) / Double(t) * 100))% of \(bytes(t))"
    case .downloading: return "↓ starting"
    case .downloaded(let b): return "✓ \(bytes(b))"
    case .failed(let reason): return "⚠︎ \(reason) — tap to retry"
    }
}

func remaining(_ e: Episode) -> String {
    switch e.played {
    case 0: return "\(e.minutes) min"
    case 1...: return "Played"
    default: return "\(Int((Double(e.minutes) * (1 - e.played)).rounded())) min left"
    }
}

var episodes = [
    Episode(number: 1, title: "Pilot", minutes: 42, state: .downloaded(bytes: 40_321_111), played: 1),
    Episode(number: 2, title: "The Long Road", minutes: 58, state: .downloading(received: 12_000_000, total: 55_000_000), played: 0.25),
    Episode(number: 3, title: "Interlude", minutes: 3, state: .downloaded(bytes: 980)),
    Episode(number: 4, title: "Q&A", minutes: 71, state: .failed(reason: "No connection")),
    Episode(number: 5, title: "Finale", minutes: 64, state: .notDownloaded),
    Episode(number: 6, title: "Bonus", minutes: 12, state: .downloading(received: 0, total: 0)),
]

for e in episodes {
    print("\(e.number). \(e.title) · \(remaining(e)) · \(label(e))")
}

// "Download all": queue anything not downloaded or failed.
for i in episodes.indices {
    switch episodes[i].state {
    case .notDownloaded, .failed: episodes[i].state = .queued
    default: break
    }
}
let queued = episodes.filter { $0.state == .queued }.map(\.number)
print("Queued: \(queued)")
// "Remove played downloads".
var freed: Int64 = 0
for i in episodes.indices where episodes[i].played >= 1 {
    if case .downloaded(let b) = episodes[i].state {
        freed += b
        episodes[i].state = .notDownloaded
    }
}
print("Freed \(bytes(freed))")
let stored = episodes.reduce(Int64(0)) { sum, e in
    if case .downloaded(let b) = e.state { return sum + b }
    return sum
}
print("On device: \(bytes(stored)); in progress: \(episodes.filter { if case .downloading = $0.state { return true }; return false }.count)")
print("Sizes: \([Int64(0), 999, 1000, 1_500, 999_999, 12_345_678, 3_000_000_000, 9_999_999_999_999].map(bytes).joined(separator: ", "))")
let unplayedMinutes = episodes.filter { $0.played < 1 }.reduce(0) { $0 + Int(Double($1.minutes) * (1 - $1.played)) }
print("Unplayed: \(unplayedMinutes / 60)h \(unplayedMinutes % 60)m")
