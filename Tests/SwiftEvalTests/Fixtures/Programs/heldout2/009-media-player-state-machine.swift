import Foundation

enum PlayerState: CustomStringConvertible, Equatable {
    case stopped
    case buffering(progress: Double)
    case playing(track: String, position: Int)
    case paused(track: String, position: Int)

    var description: String {
        switch self {
        case .stopped: return "Stopped"
        case .buffering(let p): return "Buffering \(Int(p * 100))%"
        case let .playing(t, pos): return "▶ \(t) @ \(PlayerState.clock(pos))"
        case let .paused(t, pos): return "⏸ \(t) @ \(PlayerState.clock(pos))"
        }
    }

    static func clock(_ s: Int) -> String { String(format: "%d:%02d", s / 60, s % 60) }
}

enum PlayerEvent {
    case load(String), bufferProgress(Double), tick(Int), pause, resume, stop, seek(Int)
}

enum TransitionError: Error, CustomStringConvertible {
    case invalid(from: PlayerState, event: String)
    var description: String {
        if case let .invalid(from, event) = self { return "cannot \(event) while \(from)" }
        return ""
    }
}

struct MediaPlayer {
    private(set) var state: PlayerState = .stopped
    private var pendingTrack: String?
    private(set) var history: [String] = []

    mutating func handle(_ event: PlayerEvent) throws {
        let old = state
        switch (state, event) {
        case (_, .load(let track)):
            pendingTrack = track
            state = .buffering(progress: 0)
        case (.buffering, .bufferProgress(let p)) where p >= 1:
            state = .playing(track: pendingTrack ?? "?", position: 0)
        case (.buffering, .bufferProgress(let p)):
            state = .buffering(progress: p)
        case let (.playing(t, pos), .tick(n)):
            state = .playing(track: t, position: pos + n)
        case let (.playing(t, pos), .pause):
            state = .paused(track: t, position: pos)
        case let (.paused(t, pos), .resume):
            state = .playing(track: t, position: pos)
        case let (.playing(t, _), .seek(to)), let (.paused(t, _), .seek(to)):
            state = .playing(track: t, position: max(0, to))
        case (.stopped, .stop):
            return
        case (_, .stop):
            state = .stopped
        default:
            throw TransitionError.invalid(from: state, event: "\(event)".components(separatedBy: "(").first!)
        }
        history.append("\(old) => \(state)")
    }
}

var player = MediaPlayer()
let script: [PlayerEvent] = [
    .pause, .load("Blue in Green"), .bufferProgress(0.4), .tick(5), .bufferProgress(1.0),
    .tick(65), .pause, .tick(10), .resume, .seek(125), .tick(3), .resume, .stop, .stop, .seek(10),
]
for event in script {
    do {
        try player.handle(event)
        print("ok    \(player.state)")
    } catch {
        print("error \(error)")
    }
}
print("--- history (\(player.history.count))")
player.history.suffix(4).forEach { print($0) }
print(player.state == .stopped)
