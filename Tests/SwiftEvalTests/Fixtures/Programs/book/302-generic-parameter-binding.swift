// Generics: a generic parameter bound by its arguments (a metatype, a value, an array) in casts and static calls.
protocol Named { static var label: String { get }; init() }
struct Apple: Named { static let label = "apple"; var weight = 150 }
struct Pear: Named { static let label = "pear"; var weight = 180 }

func first<T>(of type: T.Type, in items: [Any]) -> T? {
    for item in items { if let match = item as? T { return match } }
    return nil
}
func describe<T: Named>(_ value: T) -> String { "\(T.self) is a \(T.label)" }
func make<T: Named>(_ samples: [T]) -> T { T() }
func count<T>(_ type: T.Type, in items: [Any]) -> Int { items.filter { $0 is T }.count }

let basket: [Any] = [Pear(), 3, "x", Apple(weight: 120), Apple(), 2.5]
print(first(of: Apple.self, in: basket)?.weight ?? -1)
print(first(of: String.self, in: basket) ?? "-", first(of: Double.self, in: basket) ?? 0)
print(describe(Pear()), describe(Apple()))
print(make([Apple(weight: 1)]).weight, count(Apple.self, in: basket), count(Int.self, in: basket))
