// Error Handling: rethrows functions that only throw when their closure argument throws.
enum ValidationError: Error {
    case invalid(String)
}

func applyToAll(_ values: [String], _ transform: (String) throws -> String) rethrows -> [String] {
    var out: [String] = []
    for v in values {
        out.append(try transform(v))
    }
    return out
}

func firstMatching(_ items: [Int], where test: (Int) throws -> Bool) rethrows -> Int? {
    for item in items where try test(item) {
        return item
    }
    return nil
}

let names = ["ana", "bo", "cy"]
let upper = applyToAll(names) { $0.uppercased() }
print(upper)

do {
    let checked = try applyToAll(names) { name -> String in
        if name.count < 3 { throw ValidationError.invalid(name) }
        return name
    }
    print(checked)
} catch ValidationError.invalid(let name) {
    print("invalid name \(name)")
}

print(firstMatching([3, 8, 12]) { $0 % 4 == 0 } as Any)
print(firstMatching([3, 5]) { $0 > 10 } as Any)
let result = try? firstMatching([1, 2, 3]) { n -> Bool in
    if n == 2 { throw ValidationError.invalid("two") }
    return false
}
print(result as Any)
let mapped = try? [1, 2, 3].map { n -> Int in
    guard n < 3 else { throw ValidationError.invalid("\(n)") }
    return n * 10
}
print(mapped as Any)
print([4, 5].map { $0 * 2 })
