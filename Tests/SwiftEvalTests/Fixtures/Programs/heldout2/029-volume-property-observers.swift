import Foundation

final class AudioSettings {
    var changes: [String] = []

    var volume: Int = 50 {
        willSet {
            if newValue != volume { changes.append("volume will change \(volume) -> \(newValue)") }
        }
        didSet {
            if volume > 100 { volume = 100 }
            if volume < 0 { volume = 0 }
            if oldValue != volume { isMuted = volume == 0 }
        }
    }

    var isMuted = false {
        didSet {
            guard oldValue != isMuted else { return }
            changes.append(isMuted ? "muted" : "unmuted")
        }
    }

    var balance: Double = 0 {
        didSet { balance = (min(1, max(-1, balance)) * 10).rounded() / 10 }
    }

    var label: String {
        if isMuted { return "🔇 Muted" }
        let bars = volume / 20
        let icon = volume >= 67 ? "🔊" : volume >= 34 ? "🔉" : "🔈"
        let side: String
        switch balance {
        case 0: side = "center"
        case ..<0: side = "L\(Int((-balance * 100).rounded()))"
        default: side = "R\(Int((balance * 100).rounded()))"
        }
        return "\(icon) \(volume)% [\(String(repeating: "|", count: bars))\(String(repeating: " ", count: 5 - bars))] \(side)"
    }
}

class Preset {
    var name: String
    var gain: Double
    init(name: String, gain: Double) { self.name = name; self.gain = gain }
    var summary: String { "\(name) gain \(gain)" }
}

final class BassBoost: Preset {
    override var gain: Double {
        didSet { print("  BassBoost gain adjusted from \(oldValue) to \(gain)") }
    }
    init() { super.init(name: "Bass Boost", gain: 3) }
}

let audio = AudioSettings()
print(audio.label)
audio.volume = 80
print(audio.label)
audio.volume += 45
print(audio.label)
audio.volume = 0
print(audio.label)
audio.volume = -10
print(audio.label)
audio.volume = 25
audio.balance = -0.34
print(audio.label)
audio.balance = 7.0
print(audio.label)
audio.balance = 0.26
print(audio.label)
print("--- changes")
audio.changes.forEach { print($0) }

let boost = BassBoost()
print(boost.summary)
boost.gain = 4.5
boost.gain *= 2
print(boost.summary)
let presets: [Preset] = [Preset(name: "Flat", gain: 0), boost]
print(presets.map(\.summary).joined(separator: "; "))
