// Extensions: adding protocol conformance to an existing type through an extension.
protocol Summarizable {
    var summary: String { get }
}

struct Workout {
    let kind: String
    let minutes: Int
    let calories: Int
}

extension Workout: Summarizable {
    var summary: String { "\(kind): \(minutes) min, \(calories) kcal" }
}

extension Workout: CustomStringConvertible {
    var description: String { "Workout(\(kind))" }
}

extension Workout: Equatable {}

extension Int: Summarizable {
    var summary: String { "the number \(self)" }
}

extension Array: Summarizable where Element: Summarizable {
    var summary: String {
        map { $0.summary }.joined(separator: "; ")
    }
}

let run = Workout(kind: "Run", minutes: 30, calories: 320)
let swim = Workout(kind: "Swim", minutes: 45, calories: 400)
print(run.summary)
print(run)
print([run, swim])
print(run == swim, run == Workout(kind: "Run", minutes: 30, calories: 320))
print(7.summary)
print([run, swim].summary)
print([1, 2].summary)
let items: [Summarizable] = [run, 12, [swim]]
for item in items {
    print(item.summary)
}
