// @Observable stopwatch view model fed with fixed tick values: laps, best/worst lap, formatted times.
import Foundation
import Observation

@Observable
final class StopwatchModel {
    enum Mode { case idle, running, paused }
    private(set) var mode: Mode = .idle
    private(set) var elapsed: Double = 0
    private(set) var laps: [Double] = []
    private var lapStart: Double = 0

    func tap() {
        switch mode {
        case .idle, .paused: mode = .running
        case .running: mode = .paused
        }
    }
    func tick(_ seconds: Double) {
        guard mode == .running, seconds > 0 else { return }
        elapsed += seconds
    }
    func lap() {
        guard mode == .running else { return }
        laps.append(elapsed - lapStart)
        lapStart = elapsed
    }
    func reset() {
        guard mode != .running else { return }
        mode = .idle; elapsed = 0; laps = []; lapStart = 0
    }

    var primaryButton: String {
        switch mode { case .idle: return "Start"; case .running: return "Stop"; case .paused: return "Resume" }
    }
    var secondaryButton: String { mode == .running ? "Lap" : "Reset" }
    var currentLap: Double { elapsed - lapStart }

    static func format(_ t: Double) -> String {
        let centis = Int((t * 100).rounded())
        let m = centis / 6000, s = centis / 100 % 60, c = centis % 100
        return String(format: "%02d:%02d.%02d", m, s, c)
    }
    var lapRows: [String] {
        guard laps.count > 1, let best = laps.min(), let worst = laps.max() else {
            return laps.enumerated().map { "Lap \($0.offset + 1)  \(Self.format($0.element))" }
        }
        return laps.enumerated().reversed().map { i, t in
            let tag = t == best ? " (best)" : t == worst ? " (worst)" : ""
            return "Lap \(i + 1)  \(Self.format(t))\(tag)"
        }
    }
}

let sw = StopwatchModel()
func show() { print("\(StopwatchModel.format(sw.elapsed)) [\(sw.primaryButton)] [\(sw.secondaryButton)] laps:\(sw.laps.count)") }
show()
sw.tick(5)
sw.lap()
show()
sw.tap()
sw.tick(61.234)
sw.lap()
sw.tick(58.5)
sw.lap()
sw.tick(0.004)
show()
sw.reset()
sw.tap()
sw.tick(10)
show()
sw.tap()
sw.tick(-3)
sw.tick(75.999)
sw.lap()
sw.tick(3600)
print("Current lap: \(StopwatchModel.format(sw.currentLap))")
for row in sw.lapRows { print(row) }
sw.tap(); sw.reset()
show()
print("Rows after reset: \(sw.lapRows.count)")
