// Closures capture variables by reference; each maker call creates new storage.
func makeCounter(step: Int) -> () -> Int {
    var total = 0
    func next() -> Int {
        total += step
        return total
    }
    return next
}
let byTen = makeCounter(step: 10)
print(byTen(), byTen(), byTen())
let bySeven = makeCounter(step: 7)
print(bySeven())
print(byTen())
let alsoByTen = byTen
print(alsoByTen())
print(byTen())

var multiplier = 2
let scale = { (x: Int) in x * multiplier }
print(scale(5))
multiplier = 10
print(scale(5))

var log: [String] = []
let record = { (msg: String) in log.append(msg) }
record("a")
record("b")
print(log)

var captured = 1
let listCapture = { [captured] in "captured \(captured)" }
let refCapture = { "live \(captured)" }
captured = 99
print(listCapture())
print(refCapture())

var handlers: [() -> Int] = []
for i in 1...3 {
    handlers.append { i * 100 }
}
print(handlers.map { $0() })

var shared = 0
let incrementers = (0..<3).map { _ in { shared += 1 } }
incrementers.forEach { $0() }
incrementers[0]()
print(shared)

func makeAccumulator() -> (increment: () -> Void, read: () -> Int) {
    var value = 0
    return ({ value += 5 }, { value })
}
let acc = makeAccumulator()
acc.increment()
acc.increment()
print(acc.read())
