// maxhumber__BreadBuddy: Core/Sources/Core/Recipe/Models/{Recipe,Step,StepGroup,TimeUnit}.swift, Service/RecipeService.swift, Data/Stores/Recipe/Recipes.swift, Interface/Views/Recipe/RecipeView+{ViewModel,PlanRow}.swift, Index/IndexView+{ViewModel,Row}.swift
import Foundation

func formatter(_ format: String) -> DateFormatter {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX"); f.timeZone = TimeZone(identifier: "UTC"); f.dateFormat = format
    return f
}
// Date helpers from the app's external package, written out with fixed formats and UTC
let parser = formatter("yyyy-MM-dd h:mma"), dayKey = formatter("yyyy-MM-dd"), clock = formatter("h:mma"), simpleDay = formatter("EEE, MMM d")
extension Date {
    init(from string: String) { self = parser.date(from: string)! }
    func withAdded(minutes: Double = 0, hours: Double = 0, days: Double = 0) -> Date { addingTimeInterval(minutes * 60 + hours * 3600 + days * 86400) }
    var iso8601: String { dayKey.string(from: self) }
    var clocktime: String { clock.string(from: self).lowercased() }
    var simple: String { simpleDay.string(from: self) }
    func delta(to end: Date) -> String { let m = Int(end.timeIntervalSince(self) / 60); return "\(m / 60)h \(m % 60)m" }
}

enum TimeUnit: Codable, CaseIterable {
    case minutes, hours, days
    func shortHand(plural: Bool = true) -> String {
        switch (self, plural) {
        case (.minutes, true): return "mins"; case (.minutes, false): return "min"
        case (.hours, true): return "hrs"; case (.hours, false): return "hr"
        case (.days, true): return "days"; case (.days, false): return "day"
        }
    }
}
struct Step: Codable, Equatable {
    var description = "", timeValue: Double = 0, timeUnit = TimeUnit.minutes
    var timeStart: Date? = nil
    var isValid: Bool { timeValue != 0 && !description.isEmpty }
    var group: String { timeStart?.iso8601 ?? "Unknown" }
    var duration: String { String(format: "%.0f", timeValue) + " " + timeUnit.shortHand(plural: timeValue != 1) }
}
struct Recipe: Codable, Equatable { var name: String; var timeEnd: Date; var steps: [Step]; var isActive = false }
struct StepGroup {
    var steps: [Step]
    var date: Date? { steps.first?.timeStart }
    var label: String { date?.simple ?? "Unknown" }
}

struct RecipeService {
    func group(_ recipe: Recipe) -> [StepGroup] {
        Dictionary(grouping: recipe.steps) { $0.group }.map { StepGroup(steps: $0.value) }.sorted { $0.date! < $1.date! }
    }
    func rewind(_ recipe: Recipe) -> Recipe {
        var recipe = recipe
        var time = recipe.timeEnd
        for step in recipe.steps.reversed() {
            time = next(time, using: step, subtracting: true)
            if let index = recipe.steps.firstIndex(of: step) { recipe.steps[index].timeStart = time }
        }
        return recipe
    }
    func reforward(_ recipe: Recipe, starting: Date) -> Recipe {
        var recipe = recipe
        var time = starting
        for (index, step) in recipe.steps.enumerated() {
            recipe.steps[index].timeStart = time
            time = next(time, using: step)
        }
        recipe.timeEnd = time
        return recipe
    }
    func next(_ time: Date, using step: Step, subtracting: Bool = false) -> Date {
        let value = step.timeValue * (subtracting ? -1 : 1)
        switch step.timeUnit {
        case .minutes: return time.withAdded(minutes: value)
        case .hours: return time.withAdded(hours: value)
        case .days: return time.withAdded(days: value)
        }
    }
}

var pizza = Recipe(name: "Easy Overnight Pizza Dough", timeEnd: Date(from: "2022-04-23 12:30PM"), steps: [
    Step(description: "Hydrate yeast", timeValue: 5), Step(description: "Mix ingredients", timeValue: 8),
    Step(description: "Bulk rise", timeValue: 1.5, timeUnit: .hours), Step(description: "Refridgerate", timeValue: 12, timeUnit: .hours),
    Step(description: "Relax", timeValue: 1, timeUnit: .hours), Step(description: "Bake", timeValue: 20),
])
let service = RecipeService()
pizza = service.rewind(pizza)
for group in service.group(pizza) {
    print(group.label)
    group.steps.forEach { print("  \($0.timeStart!.clocktime) \($0.description) (\($0.duration))") }
}
print("subtitle:", pizza.steps.first!.timeStart!.delta(to: pizza.timeEnd))
var newStep = Step(description: "Shape")
print("valid before/after value:", newStep.isValid, { newStep.timeValue = 10; return newStep.isValid }())
pizza.steps.insert(newStep, at: 3)
pizza.steps.append(Step(description: "Rest", timeValue: 0))
pizza.steps = pizza.steps.filter { $0.timeValue != 0 }
pizza = service.reforward(pizza, starting: Date(from: "2022-04-22 8:55PM"))
pizza.isActive = true
print("ends \(pizza.timeEnd.simple) at \(pizza.timeEnd.clocktime); \(pizza.steps.count) steps; groups \(service.group(pizza).map(\.label))")
let recipes = [pizza, Recipe(name: "Sourdough Baguettes", timeEnd: Date(from: "2022-04-22 6:00PM"), steps: [])]
print("active \(recipes.filter(\.isActive).map(\.name)) inactive \(recipes.filter { !$0.isActive }.map(\.name)) limit reached \(recipes.count >= 5) done disabled \(recipes[1].name.isEmpty || recipes[1].steps.isEmpty)")
