// Enumerations: switch with value bindings, where clauses, tuples and ranges.
enum Reading {
    case heartRate(Int)
    case pace(minutes: Int, seconds: Int)
    case distance(km: Double)
    case note(String)
}

func classify(_ r: Reading) -> String {
    switch r {
    case .heartRate(let bpm) where bpm < 60:
        return "resting \(bpm)"
    case .heartRate(100...140):
        return "aerobic"
    case .heartRate(let bpm) where bpm > 170:
        return "max effort \(bpm)"
    case .heartRate:
        return "moderate"
    case .pace(let m, 0):
        return "even \(m) min"
    case .pace(let m, let s) where m < 5:
        return "fast \(m):\(s)"
    case .pace(minutes: let m, seconds: let s):
        return "steady \(m):\(s < 10 ? "0" : "")\(s)"
    case .distance(let km) where km >= 42.195:
        return "marathon or more"
    case .distance(let km):
        return "\(km) km"
    case .note(let text) where text.isEmpty:
        return "empty note"
    case .note(let text):
        return "note: \(text.uppercased())"
    }
}

let readings: [Reading] = [
    .heartRate(52), .heartRate(120), .heartRate(180), .heartRate(150),
    .pace(minutes: 6, seconds: 0), .pace(minutes: 4, seconds: 45), .pace(minutes: 5, seconds: 7),
    .distance(km: 42.2), .distance(km: 10.5), .note(""), .note("felt good"),
]
for r in readings {
    print(classify(r))
}

let pair = (Reading.heartRate(90), Reading.distance(km: 5))
switch pair {
case (.heartRate(let h), .distance(let d)):
    print("combined \(h) bpm over \(d) km")
default:
    print("other")
}
