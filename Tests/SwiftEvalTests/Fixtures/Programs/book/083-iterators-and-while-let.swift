// Explicit iterators with makeIterator() and while let next().
let queue = ["email", "sms", "push"]
var it = queue.makeIterator()
while let channel = it.next() {
    print("send via", channel)
}
print(it.next() as Any)

var charIt = "hi!".makeIterator()
print(charIt.next() as Any, charIt.next() as Any, charIt.next() as Any, charIt.next() as Any)

var rangeIt = (1...3).makeIterator()
var sum = 0
while let n = rangeIt.next() { sum += n }
print(sum)

struct Countdown: Sequence, IteratorProtocol {
    var remaining: Int
    mutating func next() -> Int? {
        guard remaining > 0 else { return nil }
        defer { remaining -= 1 }
        return remaining
    }
}
for n in Countdown(remaining: 3) {
    print("T-minus", n)
}
print(Array(Countdown(remaining: 5)))
print(Countdown(remaining: 4).map { $0 * 10 })
print(Countdown(remaining: 0).first(where: { _ in true }) as Any)

var fib = (0, 1)
let fibs = AnyIterator<Int> {
    defer { fib = (fib.1, fib.0 + fib.1) }
    return fib.0
}
print(Array(fibs.prefix(10)))

let pages = sequence(first: 1) { $0 < 64 ? $0 * 2 : nil }
print(Array(pages))
let halving = sequence(state: 100) { (state: inout Int) -> Int? in
    guard state > 0 else { return nil }
    defer { state /= 2 }
    return state
}
print(Array(halving))
var zipIt = zip([1, 2], ["a", "b", "c"]).makeIterator()
while let (n, s) = zipIt.next() { print(n, s) }
