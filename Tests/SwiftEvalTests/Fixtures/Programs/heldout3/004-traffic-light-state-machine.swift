enum LightState: String, CaseIterable {
    case red, green, yellow, flashing

    var duration: Int {
        switch self {
        case .red: return 30
        case .green: return 25
        case .yellow: return 5
        case .flashing: return 0
        }
    }
}

enum LightEvent {
    case timerExpired
    case fault(code: Int)
    case reset
}

final class TrafficLight {
    private(set) var state: LightState = .red {
        willSet { print("  leaving \(state.rawValue)") }
        didSet { history.append(state) }
    }
    private(set) var history: [LightState] = []

    func handle(_ event: LightEvent) {
        switch (state, event) {
        case (.flashing, .reset):
            state = .red
        case (.flashing, _):
            print("  ignored while flashing")
        case (_, .fault(let code)) where code >= 500:
            print("  severe fault \(code)")
            state = .flashing
        case (_, .fault(let code)):
            print("  minor fault \(code), staying \(state)")
        case (.red, .timerExpired):
            state = .green
        case (.green, .timerExpired):
            state = .yellow
        case (.yellow, .timerExpired):
            state = .red
        case (_, .reset):
            state = .red
        }
    }
}

let light = TrafficLight()
let events: [LightEvent] = [.timerExpired, .timerExpired, .fault(code: 12), .timerExpired,
                            .timerExpired, .fault(code: 503), .timerExpired, .reset]
for (step, event) in events.enumerated() {
    print("step \(step): \(event)")
    light.handle(event)
}
print("History: \(light.history.map(\.rawValue).joined(separator: " -> "))")
let totalTime = light.history.map(\.duration).reduce(0, +)
print("Total scheduled seconds: \(totalTime)")
print(LightState.allCases.map { "\($0)=\($0.duration)" })
