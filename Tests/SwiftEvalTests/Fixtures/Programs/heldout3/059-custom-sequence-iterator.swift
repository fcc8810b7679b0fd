import Foundation

struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}

struct DateRangeDays: Sequence {
    let startDay: Int
    let endDay: Int
    let step: Int

    func makeIterator() -> AnyIterator<String> {
        var day = startDay
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        return AnyIterator {
            guard day <= endDay else { return nil }
            defer { day += step }
            return "\(names[(day - 1) % 7]) \(day)"
        }
    }
}

struct Paginated<Element>: Sequence {
    let items: [Element]
    let pageSize: Int
    func makeIterator() -> some IteratorProtocol<ArraySlice<Element>> {
        var start = 0
        let items = self.items, size = pageSize
        return AnyIterator {
            guard start < items.count else { return nil }
            let end = Swift.min(start + size, items.count)
            defer { start = end }
            return items[start..<end]
        }
    }
}

struct Fibonacci: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var (a, b) = (0, 1)
        return AnyIterator {
            defer { (a, b) = (b, a + b) }
            return a
        }
    }
}

print(Array(Countdown(current: 5)))
for n in Countdown(current: 3) { print("T-minus \(n)") }
print(Countdown(current: 10).filter { $0 % 3 == 0 }, Countdown(current: 4).reduce(1, *))
print(DateRangeDays(startDay: 1, endDay: 14, step: 3).map { $0 })
for (i, page) in Paginated(items: Array("abcdefgh"), pageSize: 3).enumerated() {
    print("page \(i + 1): \(String(page))")
}
print(Fibonacci().prefix(10).map { $0 })
print(Fibonacci().first { $0 > 100 } ?? -1)
print(Array(Fibonacci().lazy.filter { $0 % 2 == 0 }.prefix(5)))
let zipped = zip(Countdown(current: 3), ["c", "b", "a"]).map { "\($1)\($0)" }
print(zipped)
var it = Countdown(current: 2)
print(it.next() as Any, it.next() as Any, it.next() as Any)
print(stride(from: 10, to: 0, by: -4).map { $0 }, stride(from: 0.0, through: 1.0, by: 0.25).map { $0 })
print(sequence(first: 1) { $0 < 50 ? $0 * 3 : nil }.map { $0 })
