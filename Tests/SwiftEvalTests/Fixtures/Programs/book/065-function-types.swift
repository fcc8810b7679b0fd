// Functions as values: function types, passing and returning functions.
import Foundation
func addTax(_ price: Double) -> Double { price * 1.25 }
func roundDown(_ price: Double) -> Double { price.rounded(.down) }
func identity(_ price: Double) -> Double { price }

var transform: (Double) -> Double = addTax
print(transform(8))
transform = roundDown
print(transform(8.99))

let pipeline: [(Double) -> Double] = [addTax, roundDown, identity]
var value = 10.5
for step in pipeline {
    value = step(value)
}
print(value)

func applyTwice(_ f: (Int) -> Int, to x: Int) -> Int { f(f(x)) }
func triple(_ n: Int) -> Int { n * 3 }
print(applyTwice(triple, to: 2))

func stepForward(_ input: Int) -> Int { input + 1 }
func stepBackward(_ input: Int) -> Int { input - 1 }
func chooseStep(backward: Bool) -> (Int) -> Int {
    backward ? stepBackward : stepForward
}
var position = -3
let moveNearerToZero = chooseStep(backward: position > 0)
while position != 0 {
    print(position, terminator: " ")
    position = moveNearerToZero(position)
}
print("zero!")

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let describe = compose(triple) { "value: \($0)" }
print(describe(7))
let ops: [String: (Int, Int) -> Int] = ["+": (+), "-": (-), "*": (*)]
for key in ops.keys.sorted() {
    print(key, ops[key]!(6, 3))
}
let binary: (Int, Int) -> Int = max
print(binary(4, 9))
let noArgs: () -> String = { "called" }
print(noArgs())
