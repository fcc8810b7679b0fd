// Closed, half-open and one-sided ranges, and range properties.
let pages = ["Cover", "Intro", "Chapter 1", "Chapter 2", "Index"]

for i in 1...3 {
    print("closed", i)
}
for i in 0..<2 {
    print("half-open", pages[i])
}
print(pages[2...])
print(pages[..<2])
print(pages[...1])
print(pages[1..<4])

let closed = 1...5
let halfOpen = 1..<5
print(closed, halfOpen)
print(closed.count, halfOpen.count)
print(closed.contains(5), halfOpen.contains(5))
print(closed.lowerBound, closed.upperBound)

let empty = 3..<3
print(empty.isEmpty, empty.count)
print(Array(empty))

let adults = 18...
print(adults.contains(42), adults.contains(9))
let underTen = ..<10
print(underTen.contains(-3), underTen.contains(10))
let upTo = ...5
print(upTo.contains(5))

let scoreRange = 0.0...100.0
print(scoreRange.contains(99.5), scoreRange.contains(100.1))
print(scoreRange)
print(Array(1...4).reversed())
print((1...10).filter { $0 % 3 == 0 })
print(("a"..."e").contains("c"))
print(max(1, min(5, 3)))
