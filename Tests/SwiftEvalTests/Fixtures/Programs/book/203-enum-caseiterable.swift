// Enumerations: CaseIterable allCases, count, ordering and use in lookups.
enum Weekday: String, CaseIterable {
    case monday = "Mon", tuesday = "Tue", wednesday = "Wed", thursday = "Thu"
    case friday = "Fri", saturday = "Sat", sunday = "Sun"

    var isWeekend: Bool { self == .saturday || self == .sunday }
}

enum WorkoutKind: CaseIterable {
    case run, ride, swim, strength
}

print(Weekday.allCases.count)
print(Weekday.allCases.map { $0.rawValue }.joined(separator: " "))
print(Weekday.allCases.first!)
print(Weekday.allCases.last!)
print(Weekday.allCases.filter { $0.isWeekend })
print(Weekday.allCases.filter { !$0.isWeekend }.count)

for kind in WorkoutKind.allCases {
    print("kind: \(kind)")
}
print(WorkoutKind.allCases.firstIndex(of: .swim)!)

let minutes = [30, 90, 45, 60]
let plan = zip(WorkoutKind.allCases, minutes)
for (kind, min) in plan {
    print("\(kind) -> \(min) min")
}
let next = Weekday.allCases[(Weekday.allCases.firstIndex(of: .sunday)! + 1) % 7]
print("after sunday comes \(next)")
