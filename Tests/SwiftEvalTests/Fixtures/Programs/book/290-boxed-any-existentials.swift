// Boxed Protocol Types: `any Protocol` values, changing concrete types at runtime, and opening with generics.
protocol Reward {
    var points: Int { get }
    func title() -> String
}

struct StepReward: Reward {
    let steps: Int
    var points: Int { steps / 1000 }
    func title() -> String { "\(steps) steps" }
}

struct StreakReward: Reward {
    let days: Int
    var points: Int { days * 5 }
    func title() -> String { "\(days)-day streak" }
}

func best(of rewards: [any Reward]) -> (any Reward)? {
    rewards.max { $0.points < $1.points }
}

func describe<R: Reward>(_ reward: R) -> String {
    "\(R.self): \(reward.title()) = \(reward.points) pts"
}

var current: any Reward = StepReward(steps: 12000)
print(current.title(), current.points)
current = StreakReward(days: 4)
print(current.title(), current.points)
print(current is StreakReward, current is StepReward)

let rewards: [any Reward] = [StepReward(steps: 8500), StreakReward(days: 3), StepReward(steps: 30000)]
print(rewards.map { $0.points })
if let top = best(of: rewards) {
    print("best: \(top.title())")
}
print(best(of: []) == nil)
for r in rewards {
    print(describe(r))
}
let total = rewards.reduce(0) { $0 + $1.points }
print("total \(total)")
