// An array of strings formatted as a list: commas and a final "and".
import Foundation

let fruits = ["Orange", "banana", "kiwi"]
print(fruits.formatted())
print(Array(fruits.prefix(2)).formatted())
print(["solo"].formatted(), [String]().formatted().isEmpty)
let capitalized = [fruits[0].localizedCapitalized] + fruits.dropFirst().map { $0.localizedLowercase }
print(capitalized.formatted())
