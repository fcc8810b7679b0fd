// Nested functions capture values from the enclosing function.
func makeReceipt(items: [(name: String, price: Double)], taxRate: Double) -> [String] {
    var lines: [String] = []

    func withTax(_ p: Double) -> Double {
        p * (1 + taxRate)
    }
    func addLine(_ text: String) {
        lines.append("\(lines.count + 1). \(text)")
    }

    var total = 0.0
    for item in items {
        let cost = withTax(item.price)
        total += cost
        addLine("\(item.name) \(cost)")
    }
    addLine("total \(total)")
    return lines
}

for line in makeReceipt(items: [("Book", 10), ("Pen", 2)], taxRate: 0.5) {
    print(line)
}

func chooseStep(backward: Bool) -> (Int) -> Int {
    func stepForward(input: Int) -> Int { input + 1 }
    func stepBackward(input: Int) -> Int { input - 1 }
    return backward ? stepBackward : stepForward
}
var level = 4
let step = chooseStep(backward: level > 0)
while level != 0 {
    level = step(level)
    print("level", level)
}

func fibonacci(_ n: Int) -> [Int] {
    func fib(_ k: Int) -> Int {
        k < 2 ? k : fib(k - 1) + fib(k - 2)
    }
    return (0..<n).map(fib)
}
print(fibonacci(10))

func outer() -> String {
    let prefix = "outer"
    func middle() -> String {
        func inner() -> String { prefix + ">middle>inner" }
        return inner()
    }
    return middle()
}
print(outer())
