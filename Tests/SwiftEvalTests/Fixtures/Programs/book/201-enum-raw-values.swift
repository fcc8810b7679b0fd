// Enumerations: String and Int raw values, implicit raw values, init?(rawValue:).
enum Priority: Int {
    case low = 1
    case medium
    case high
    case urgent = 10
}

enum Category: String {
    case groceries
    case household = "home"
    case travel
}

enum Separator: Character {
    case comma = ","
    case tab = "\t"
    case pipe = "|"
}

print(Priority.low.rawValue)
print(Priority.medium.rawValue)
print(Priority.high.rawValue)
print(Priority.urgent.rawValue)
print(Category.groceries.rawValue)
print(Category.household.rawValue)
print(Category.travel)

if let p = Priority(rawValue: 3) {
    print("3 is \(p)")
}
let missing = Priority(rawValue: 4)
print(missing == nil)
print(Category(rawValue: "home") ?? .travel)
print(Category(rawValue: "household") ?? .travel)

let fields = ["milk", "2", "groceries"]
print(fields.joined(separator: String(Separator.pipe.rawValue)))
print(Separator(rawValue: ",") == .comma)

let total = [Priority.low, .high, .urgent].map { $0.rawValue }.reduce(0, +)
print("priority sum \(total)")
