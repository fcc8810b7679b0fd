// Error Handling: try? turns errors into nil, try! for calls known to succeed, nested optionals flattened.
import Foundation

enum ParseError: Error {
    case empty
    case notANumber(String)
    case negative(Int)
}

func parseQuantity(_ text: String) throws -> Int {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { throw ParseError.empty }
    guard let n = Int(trimmed) else { throw ParseError.notANumber(trimmed) }
    guard n >= 0 else { throw ParseError.negative(n) }
    return n
}

func lookup(_ key: String) throws -> Int? {
    if key == "bad" { throw ParseError.empty }
    return ["a": 1][key]
}

let inputs = ["3", " 12 ", "", "x7", "-4"]
for input in inputs {
    let value = try? parseQuantity(input)
    print("\"\(input)\" -> \(value.map(String.init) ?? "nil")")
}
let valid = inputs.compactMap { try? parseQuantity($0) }
print(valid)
print(try! parseQuantity("8") * 2)
let sure = try! parseQuantity("0")
print(sure)
print((try? lookup("a")) as Any)
print((try? lookup("z")) as Any)
print((try? lookup("bad")) as Any)
if let q = try? parseQuantity("5"), q > 3 {
    print("big order of \(q)")
}
let fallback = (try? parseQuantity("??")) ?? 1
print(fallback)
do {
    _ = try parseQuantity("-9")
} catch {
    print(error)
}
