final class StepCounterModel {
    private(set) var steps: [Int] = []
    private let goal: Int
    private var listeners: [(String) -> Void] = []
    fileprivate var debugLog: [String] = []

    init(goal: Int) { self.goal = goal }

    func onMilestone(_ f: @escaping (String) -> Void) { listeners.append(f) }

    func record(_ n: Int) {
        guard n >= 0 else { debugLog.append("rejected \(n)"); return }
        let before = total
        steps.append(n)
        for milestone in stride(from: goal / 4, through: goal, by: goal / 4) where before < milestone && total >= milestone {
            let pct = milestone * 100 / goal
            listeners.forEach { $0("\(pct)% of goal") }
        }
    }

    var total: Int { steps.reduce(0, +) }
    var progress: Double { min(1, Double(total) / Double(goal)) }
    var progressBar: String {
        let filled = Int(progress * 10)
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled) + "]"
    }
    lazy var startedAtLabel: String = {
        debugLog.append("computed label")
        return "Goal: \(goal) steps"
    }()
}

let model = StepCounterModel(goal: 8000)
var alerts: [String] = []
model.onMilestone { alerts.append($0) }
model.onMilestone { msg in if msg.hasPrefix("100") { print("🎉 Goal reached!") } }
print(model.startedAtLabel)
print(model.startedAtLabel)
for chunk in [1500, -20, 600, 3000, 0, 2500, 900, 4000] {
    model.record(chunk)
    print(model.progressBar, model.total)
}
print(alerts)
print(model.debugLog)
print(model.steps.count, model.steps.filter { $0 > 1000 }.count)
