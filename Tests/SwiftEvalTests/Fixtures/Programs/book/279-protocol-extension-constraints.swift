// Protocols: constrained protocol extensions (where Self: ..., where Element: ...).
protocol Measurable {
    var value: Double { get }
}

struct Weight: Measurable, Comparable {
    let value: Double
    static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
}

struct Height: Measurable {
    let value: Double
}

extension Measurable where Self: Comparable {
    func isHeavier(than other: Self) -> Bool { self > other }
}

extension Collection where Element: Measurable {
    var average: Double {
        isEmpty ? 0 : map { $0.value }.reduce(0, +) / Double(count)
    }
}

extension Sequence where Element: Numeric {
    func sumAll() -> Element { reduce(0, +) }
}

extension Array where Element: Equatable {
    func removingDuplicates() -> [Element] {
        var out: [Element] = []
        for e in self where !out.contains(e) { out.append(e) }
        return out
    }
}

let weights = [Weight(value: 70), Weight(value: 82.5), Weight(value: 64)]
print(weights.average)
print(weights[1].isHeavier(than: weights[0]))
print(weights.max()!.value)
let heights = [Height(value: 1.8), Height(value: 1.6)]
print(heights.average)
print([Height]().average)
print([1, 2, 3, 4].sumAll())
print([0.5, 0.25].sumAll())
print(["a", "b", "a", "c", "b"].removingDuplicates())
print([3, 3, 3].removingDuplicates())
