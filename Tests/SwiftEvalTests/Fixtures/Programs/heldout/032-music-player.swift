struct Track: Equatable {
    let title: String
    let seconds: Int
}

enum PlaybackState: Equatable {
    case stopped
    case playing(index: Int, position: Int)
    case paused(index: Int, position: Int)
}

struct Player {
    let queue: [Track]
    private(set) var state: PlaybackState = .stopped
    var repeatAll = false

    mutating func play() {
        switch state {
        case .stopped where !queue.isEmpty: state = .playing(index: 0, position: 0)
        case let .paused(i, p): state = .playing(index: i, position: p)
        default: break
        }
    }

    mutating func pause() {
        if case let .playing(i, p) = state { state = .paused(index: i, position: p) }
    }

    mutating func tick(_ seconds: Int) {
        guard case .playing(var i, var p) = state else { return }
        p += seconds
        while p >= queue[i].seconds {
            p -= queue[i].seconds
            i += 1
            if i == queue.count {
                if repeatAll { i = 0 } else { state = .stopped; return }
            }
        }
        state = .playing(index: i, position: p)
    }

    var nowPlaying: String {
        switch state {
        case .stopped: return "■ stopped"
        case let .playing(i, p), let .paused(i, p):
            let icon = state == .paused(index: i, position: p) ? "❚❚" : "▶"
            return "\(icon) \(queue[i].title) \(p / 60):\(String(p % 60).leftPad(2))"
        }
    }
}

extension String {
    func leftPad(_ width: Int, with char: Character = "0") -> String {
        String(repeating: char, count: max(0, width - count)) + self
    }
}

var player = Player(queue: [Track(title: "Intro", seconds: 95), Track(title: "Anthem", seconds: 210), Track(title: "Outro", seconds: 60)])
print(player.nowPlaying)
player.play(); player.tick(30); print(player.nowPlaying)
player.pause(); player.tick(100); print(player.nowPlaying)
player.play(); player.tick(100); print(player.nowPlaying)
player.tick(200); print(player.nowPlaying)
player.tick(70); print(player.nowPlaying)
player.repeatAll = true
player.play(); player.tick(400); print(player.nowPlaying)
