// Music player queue: repeat modes, next/previous with wrap-around, a fixed shuffle order, progress labels.
import Foundation

enum RepeatMode: CaseIterable {
    case off, all, one
    var next: RepeatMode {
        let all = RepeatMode.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    var icon: String { self == .off ? "→" : self == .all ? "🔁" : "🔂" }
}

struct Song { let title: String; let length: Int }

struct PlayerState {
    var queue: [Song]
    var order: [Int]
    var position: Int? = nil
    var repeatMode: RepeatMode = .off
    var elapsed = 0

    init(queue: [Song]) {
        self.queue = queue
        self.order = Array(queue.indices)
        if !queue.isEmpty { position = 0 }
    }

    var nowPlaying: Song? { position.map { queue[order[$0]] } }

    mutating func shuffle(using permutation: [Int]) {
        guard permutation.sorted() == Array(queue.indices) else { return }
        let current = position.map { order[$0] }
        order = permutation
        position = current.flatMap { order.firstIndex(of: $0) }
    }

    mutating func next() {
        guard let p = position else { return }
        elapsed = 0
        switch repeatMode {
        case .one: return
        case .all: position = (p + 1) % order.count
        case .off: position = p + 1 < order.count ? p + 1 : nil
        }
    }

    mutating func previous() {
        guard let p = position else { return }
        if elapsed > 3 { elapsed = 0; return }
        position = p > 0 ? p - 1 : (repeatMode == .all ? order.count - 1 : 0)
    }

    var status: String {
        guard let song = nowPlaying else { return "Nothing playing \(repeatMode.icon)" }
        let fmt = { (s: Int) in String(format: "%d:%02d", s / 60, s % 60) }
        return "▶ \(song.title) \(fmt(elapsed))/\(fmt(song.length)) \(repeatMode.icon) [\(position! + 1)/\(order.count)]"
    }
}

var player = PlayerState(queue: [Song(title: "Intro", length: 62), Song(title: "Drift", length: 241),
                                Song(title: "Tides", length: 187), Song(title: "Outro", length: 95)])
print(player.status)
player.elapsed = 30
player.previous()
print(player.status)
player.next(); player.next()
print(player.status)
player.shuffle(using: [3, 2, 0, 1])
print("after shuffle: \(player.status)")
player.shuffle(using: [0, 0, 1, 2])
print("bad shuffle ignored: \(player.order)")
player.next(); player.next()
print(player.status)
player.next()
print(player.status)
player.next()
print("still: \(player.status)")

var looping = PlayerState(queue: [Song(title: "A", length: 10), Song(title: "B", length: 20)])
looping.repeatMode = looping.repeatMode.next
for _ in 0..<3 { looping.next(); print(looping.status) }
looping.repeatMode = looping.repeatMode.next
looping.next()
print(looping.status)
looping.previous(); looping.previous(); looping.previous()
print("after previous ×3 in mode \(looping.repeatMode.icon): \(looping.nowPlaying?.title ?? "-")")
print(PlayerState(queue: []).status)
