// Collections copied, grouped and keyed by a known field keep their values
// when a part of each element is random (a model's UUID): only what is
// hashed or printed of the random part is unknown.
import Foundation

struct Step: Identifiable, Hashable {
    var id: UUID
    var name: String
    var minutes: Int

    init(id: UUID = .init(), name: String, minutes: Int) {
        self.id = id
        self.name = name
        self.minutes = minutes
    }

    var phase: String { minutes < 10 ? "prep" : "bake" }
}

let steps = [Step(name: "mix", minutes: 5), Step(name: "proof", minutes: 60), Step(name: "shape", minutes: 8)]
let copied = Array(steps)
print(copied.count, copied.map(\.name))
let byPhase = Dictionary(grouping: steps) { $0.phase }
print(byPhase.keys.sorted())
print(byPhase["prep"]!.map(\.name), byPhase["bake"]!.map(\.minutes))
let byName = Dictionary(uniqueKeysWithValues: steps.map { ($0.name, $0) })
print(byName["proof"]!.minutes)
let repeated = Array(repeating: steps[0], count: 2)
print(repeated.map(\.name))
let maybe = Optional(steps[2])
print(maybe?.name ?? "none")
let phases = byPhase.map { (phase: $0.key, total: $0.value.reduce(0) { $0 + $1.minutes }) }
    .sorted { $0.total < $1.total }
print(phases.map(\.phase), phases.map(\.total))
