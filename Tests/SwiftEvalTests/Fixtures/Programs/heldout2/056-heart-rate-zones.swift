import Foundation

enum HeartRateZone: Int, CaseIterable, CustomStringConvertible {
    case rest = 0, warmUp, fatBurn, cardio, peak

    init(bpm: Int, maxHR: Int) {
        let pct = Double(bpm) / Double(maxHR) * 100
        switch pct {
        case ..<50: self = .rest
        case 50..<60: self = .warmUp
        case 60..<70: self = .fatBurn
        case 70..<85: self = .cardio
        default: self = .peak
        }
    }

    var description: String {
        switch self {
        case .rest: return "Rest"
        case .warmUp: return "Warm-up"
        case .fatBurn: return "Fat burn"
        case .cardio: return "Cardio"
        case .peak: return "Peak"
        }
    }

    func range(maxHR: Int) -> ClosedRange<Int> {
        let bounds = [0, 50, 60, 70, 85, 101]
        let lo = Int((Double(maxHR) * Double(bounds[rawValue]) / 100).rounded(.up))
        let hi = Int((Double(maxHR) * Double(bounds[rawValue + 1]) / 100).rounded(.up)) - 1
        return lo...hi
    }
}

struct Athlete {
    let name: String
    let age: Int
    var restingHR: Int
    var maxHR: Int { 220 - age }
}

struct SessionAnalysis {
    let athlete: Athlete
    let samples: [Int]   // one per minute

    var zoneMinutes: [HeartRateZone: Int] {
        samples.reduce(into: [:]) { $0[HeartRateZone(bpm: $1, maxHR: athlete.maxHR), default: 0] += 1 }
    }
    var average: Double { Double(samples.reduce(0, +)) / Double(samples.count) }
    var peakStreak: Int {
        var best = 0, run = 0
        for s in samples {
            run = HeartRateZone(bpm: s, maxHR: athlete.maxHR) == .peak ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }
    var trainingLoad: Int {
        zoneMinutes.reduce(0) { $0 + $1.key.rawValue * $1.value }
    }
}

let athlete = Athlete(name: "Jordan", age: 34, restingHR: 58)
print("\(athlete.name), max HR \(athlete.maxHR)")
for z in HeartRateZone.allCases {
    let r = z.range(maxHR: athlete.maxHR)
    print("  Z\(z.rawValue) \(z.description.padding(toLength: 9, withPad: " ", startingAt: 0)) \(r.lowerBound)-\(r.upperBound) bpm")
}

let samples = [72, 95, 110, 118, 125, 131, 140, 152, 158, 163, 167, 171, 160, 149, 138, 121, 99]
let session = SessionAnalysis(athlete: athlete, samples: samples)
let zm = session.zoneMinutes
for z in HeartRateZone.allCases {
    let m = zm[z] ?? 0
    let bar = String(repeating: "▇", count: m)
    print("\(z.description.padding(toLength: 9, withPad: " ", startingAt: 0)) \(bar.isEmpty ? "·" : bar) \(m) min")
}
print(String(format: "avg %.1f bpm, peak streak %d min, load %d", session.average, session.peakStreak, session.trainingLoad))
let maxSample = samples.enumerated().max { $0.element < $1.element }!
print("max \(maxSample.element) at minute \(maxSample.offset)")
let recovery = samples.last! - samples[samples.count - 2]
print("1-min recovery: \(recovery) bpm")
let reserve = athlete.maxHR - athlete.restingHR
let karvonen70 = athlete.restingHR + Int((Double(reserve) * 0.7).rounded())
print("HR reserve \(reserve), 70% Karvonen target \(karvonen70)")
let dominant = zm.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }!.key
print("dominant zone: \(dominant)")
print([40, 93, 94, 130, 160].map { HeartRateZone(bpm: $0, maxHR: 186).description })
