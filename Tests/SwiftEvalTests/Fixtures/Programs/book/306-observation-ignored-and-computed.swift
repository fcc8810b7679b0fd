// Observation: @Observable with @ObservationIgnored, didSet observers, computed labels and references.
import Foundation
import Observation

@Observable
final class WorkoutSession {
    var name: String
    var elapsedSeconds = 0 {
        didSet { if elapsedSeconds > best { best = elapsedSeconds } }
    }
    var best = 0
    var heartRates: [Int] = []
    @ObservationIgnored var debugLog: [String] = []

    init(name: String) {
        self.name = name
    }

    var elapsedLabel: String {
        String(format: "%d:%02d", elapsedSeconds / 60, elapsedSeconds % 60)
    }

    var averageHeartRate: Int? {
        heartRates.isEmpty ? nil : heartRates.reduce(0, +) / heartRates.count
    }

    func tick(_ seconds: Int, heartRate: Int) {
        elapsedSeconds += seconds
        heartRates.append(heartRate)
        debugLog.append("tick \(seconds)")
    }
}

let session = WorkoutSession(name: "Intervals")
print(session.name, session.elapsedLabel, session.averageHeartRate as Any)
session.tick(45, heartRate: 120)
session.tick(30, heartRate: 150)
print(session.elapsedLabel, session.averageHeartRate ?? 0)
session.elapsedSeconds = 10
print(session.elapsedLabel, session.best)
let sameSession = session
sameSession.name = "Tempo"
print(session.name)
print(session.debugLog)
session.tick(600, heartRate: 141)
print(session.elapsedLabel, session.best, session.heartRates)
