// A generator passed inout through some RandomNumberGenerator, as a sample app's order
// generator does: shuffled menus, prefixes of random length, random counts, random intervals.
import Foundation

final class Lehmer: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

struct Xorshift: RandomNumberGenerator {
    var x: UInt64
    mutating func next() -> UInt64 {
        x ^= x << 13
        x ^= x >> 7
        x ^= x << 17
        return x
    }
}

struct Order { var number: Int; var items: [String]; var counts: [Int] }

func makeOrder(_ number: Int, menu: [String], generator: inout some RandomNumberGenerator) -> Order {
    let picked = menu.shuffled(using: &generator).prefix(.random(in: 1...3, using: &generator))
    return Order(number: number, items: Array(picked), counts: picked.map { _ in Int.random(in: 1...5, using: &generator) })
}

let menu = ["glazed", "sprinkles", "cruller", "bear claw", "fritter"]
var lehmer = Lehmer(seed: 7)
let orders = (1...4).map { makeOrder($0, menu: menu, generator: &lehmer) }
for order in orders { print(order.number, order.items, order.counts) }
print(lehmer.state)
var xs = Xorshift(x: 88172645463325252)
var deck = Array(1...10)
deck.shuffle(using: &xs)
print(deck, xs.x)
print((0..<5).map { _ in Bool.random(using: &xs) })
print(UInt32.random(in: 10..<20, using: &xs), UInt16.random(in: 0...1, using: &xs))
var total: TimeInterval = 0
for _ in 0..<3 { total -= .random(in: 60..<180, using: &xs) }
print(total)
let pick = menu.randomElement(using: &xs)
print(pick ?? "none", [String]().randomElement(using: &xs) ?? "none")
