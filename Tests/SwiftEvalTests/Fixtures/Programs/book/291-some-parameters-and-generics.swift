// Opaque Types: `some` in parameter position as shorthand generics, compared with explicit generics.
protocol Meal {
    var calories: Int { get }
    var name: String { get }
}

struct Salad: Meal {
    let name = "Salad"
    let calories = 320
}

struct Burger: Meal {
    let name = "Burger"
    let calories = 780
}

func label(_ meal: some Meal) -> String {
    "\(meal.name) (\(meal.calories) kcal)"
}

func total(_ meals: [some Meal]) -> Int {
    meals.reduce(0) { $0 + $1.calories }
}

func heavier<M: Meal>(_ a: M, _ b: M) -> M {
    a.calories >= b.calories ? a : b
}

func compare(_ a: some Meal, _ b: some Meal) -> String {
    a.calories > b.calories ? "\(a.name) is heavier" : "\(b.name) is heavier"
}

func totalOf(_ items: some Collection<Int>) -> Int { items.reduce(0, +) }

print(label(Salad()))
print(label(Burger()))
print(total([Salad(), Salad()]))
print(total([Burger()]))
print(heavier(Burger(), Burger()).name)
print(compare(Salad(), Burger()))
print(compare(Burger(), Salad()))
print(totalOf([1, 2, 3]))
print(totalOf(Set([5, 5, 6])))
print(totalOf(1...10))
let mixed: [any Meal] = [Salad(), Burger()]
print(mixed.map { label($0) })
