// $0/$1 shorthand names and single-expression implicit returns.
let prices = [4.5, 12.0, 0.99, 7.25]
print(prices.map { $0 * 2 })
print(prices.filter { $0 < 5 })
print(prices.reduce(0) { $0 + $1 })
print(prices.sorted { $0 > $1 })
print(prices.map { "$\($0)" })
print(prices.enumerated().map { "\($0)=\($1)" })
print(prices.max { $0 < $1 }!)

let pairs = [(1, "one"), (2, "two"), (3, "three")]
print(pairs.map { $0.1 })
print(pairs.map { "\($0.0):\($0.1.uppercased())" })
print(pairs.filter { $0.0 % 2 == 1 }.map { $0.1 })

let words = ["kiwi", "fig", "banana", "plum"]
print(words.map { $0.count })
print(words.first { $0.hasPrefix("b") } ?? "none")
print(words.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count })
print(words.map(\.count))
print(words.map { $0.uppercased() }.joined(separator: "+"))

let combine: (String, Int) -> String = { $0 + String($1) }
print(combine("v", 2))
let third: (Int, Int, Int) -> Int = { $2 }
print(third(1, 2, 3))
let ignoreArgs: (Int) -> String = { _ in "ignored" }
print(ignoreArgs(5))
print([3, 1, 2].map { $0 }.sorted())
print((1...5).map { $0 * $0 }.filter { $0.isMultiple(of: 2) == false })
