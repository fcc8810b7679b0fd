// A slice keeps its base's positions: searches in it give them.
let numbers = [10, 20, 30, 40, 50]
let tail = numbers[2...]
print(tail.startIndex, tail.endIndex, tail.indices)
print(tail.firstIndex(of: 40) as Any, tail.lastIndex(where: { $0 < 50 }) as Any)
print(tail.dropFirst().firstIndex(where: { $0 == 50 }) as Any)
print(numbers[1..<4].prefix(2).lastIndex(of: 30) as Any, numbers[1..<4].firstIndex(of: 10) as Any)
if let at = tail.firstIndex(of: 30) { print(tail[at], numbers[at]) }
for (offset, value) in tail.enumerated() { print(offset, value) }
let words = ["a", "b", "c", "d"]
let rest = words.dropFirst(2)
print(rest.firstIndex(of: "d") as Any, Array(rest))
