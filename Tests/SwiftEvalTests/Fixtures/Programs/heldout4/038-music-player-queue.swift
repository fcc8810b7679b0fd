struct Track: Equatable {
    let title: String
    let artist: String
    let seconds: Int
    var durationText: String { "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)" }
}

enum RepeatMode: CaseIterable { case off, all, one }

struct Player {
    private(set) var queue: [Track]
    private(set) var index: Int? = nil
    var repeatMode: RepeatMode = .off
    private(set) var played: [String] = []

    init(queue: [Track]) { self.queue = queue }

    var current: Track? { index.map { queue[$0] } }

    var nowPlaying: String {
        guard let t = current, let i = index else { return "Stopped" }
        return "▶ \(t.title) — \(t.artist) [\(t.durationText)] \(i + 1)/\(queue.count)"
    }

    mutating func play() { if index == nil && !queue.isEmpty { index = 0; log() } }

    mutating func next() {
        guard let i = index else { return }
        switch repeatMode {
        case .one: break
        case .all: index = (i + 1) % queue.count
        case .off: index = i + 1 < queue.count ? i + 1 : nil
        }
        log()
    }

    mutating func previous() {
        guard let i = index else { return }
        index = max(0, i - 1)
        log()
    }

    mutating func cycleRepeat() {
        let all = RepeatMode.allCases
        repeatMode = all[(all.firstIndex(of: repeatMode)! + 1) % all.count]
    }

    mutating func enqueue(_ t: Track, next playNext: Bool = false) {
        if playNext, let i = index { queue.insert(t, at: i + 1) } else { queue.append(t) }
    }

    mutating func remove(at i: Int) {
        guard queue.indices.contains(i) else { return }
        queue.remove(at: i)
        if let cur = index {
            if queue.isEmpty { index = nil } else if i < cur { index = cur - 1 } else if i == cur { index = min(cur, queue.count - 1) }
        }
    }

    private mutating func log() { if let t = current { played.append(t.title) } }
    var totalRemaining: Int { index.map { queue[$0...].map(\.seconds).reduce(0, +) } ?? 0 }
}

var p = Player(queue: [
    Track(title: "Intro", artist: "Band", seconds: 65),
    Track(title: "Song A", artist: "Band", seconds: 201),
    Track(title: "Song B", artist: "Other", seconds: 187),
])
print(p.nowPlaying)
p.play(); print(p.nowPlaying)
p.enqueue(Track(title: "Bonus", artist: "Guest", seconds: 9), next: true)
p.next(); print(p.nowPlaying)
p.cycleRepeat(); print(p.repeatMode)
p.next(); p.next(); p.next(); print(p.nowPlaying)
p.cycleRepeat(); p.next(); print(p.nowPlaying, p.repeatMode)
p.remove(at: 0); print(p.nowPlaying)
p.cycleRepeat(); p.next(); p.next(); p.next(); print(p.nowPlaying)
p.play(); p.previous(); print(p.nowPlaying, p.totalRemaining)
print(p.played.joined(separator: " > "))
