// Generics: generic functions with type inference, multiple type parameters and inout swapping.
func swapped<T>(_ a: inout T, _ b: inout T) {
    let tmp = a
    a = b
    b = tmp
}

func firstNonNil<T>(_ values: [T?], default fallback: T) -> T {
    for v in values {
        if let v = v { return v }
    }
    return fallback
}

func pairUp<A, B>(_ left: [A], _ right: [B]) -> [(A, B)] {
    var out: [(A, B)] = []
    for i in 0..<min(left.count, right.count) {
        out.append((left[i], right[i]))
    }
    return out
}

func repeated<T>(_ value: T, times: Int) -> [T] {
    Array(repeating: value, count: times)
}

func groupCount<T, K: Hashable & Comparable>(_ items: [T], by key: (T) -> K) -> [(K, Int)] {
    var counts: [K: Int] = [:]
    for item in items { counts[key(item), default: 0] += 1 }
    return counts.keys.sorted().map { ($0, counts[$0]!) }
}

var morning = "run"
var evening = "swim"
swapped(&morning, &evening)
print(morning, evening)
var x = 1.5, y = -2.0
swapped(&x, &y)
print(x, y)
print(firstNonNil([nil, 4, 9], default: 0))
print(firstNonNil([String?](), default: "empty"))
let pairs = pairUp(["mon", "tue", "wed"], [30, 45])
for (day, minutes) in pairs { print(day, minutes) }
print(repeated("ab", times: 3))
print(repeated(0, times: 2))
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
for (letter, n) in groupCount(words, by: { $0.first! }) {
    print(letter, n)
}
print(groupCount([5, 12, 7, 30], by: { $0 >= 10 ? "big" : "small" }).map { "\($0.0)=\($0.1)" })
