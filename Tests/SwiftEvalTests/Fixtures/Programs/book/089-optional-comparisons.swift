// Comparing optionals with ==, nil checks, and switching on optionals.
let savedVolume: Int? = 7
let defaultVolume = 7
print(savedVolume == defaultVolume)
print(savedVolume == nil, savedVolume != nil)
print(savedVolume == Optional(8))

let none: Int? = nil
print(none == nil, none == 0)
let names: [String?] = ["Ana", nil, "Ana"]
print(names[0] == names[2], names[1] == nil)
print(names.filter { $0 == "Ana" }.count)
print(names.firstIndex(of: nil) as Any)
print(names.contains(nil))

func describe(_ value: Int?) -> String {
    switch value {
    case nil:
        return "no value"
    case 0?:
        return "zero"
    case let v? where v < 0:
        return "negative \(v)"
    case .some(let v):
        return "positive \(v)"
    }
}
print([nil, 0, -3, 12].map(describe))

let pairs: [(Int?, Int?)] = [(1, 1), (nil, nil), (nil, 2), (3, nil)]
for (a, b) in pairs {
    switch (a, b) {
    case let (x?, y?): print("both", x + y)
    case (nil, nil): print("neither")
    case (let x?, nil): print("only a", x)
    case (nil, let y?): print("only b", y)
    }
}
let sortedWithNils = [3, nil, 1, nil, 2].sorted { (a: Int?, b: Int?) -> Bool in
    switch (a, b) {
    case let (x?, y?): return x < y
    case (nil, _?): return false
    case (_?, nil): return true
    case (nil, nil): return false
    }
}
print(sortedWithNils)
let doubleOpt: Int?? = nil
print(doubleOpt == nil, (Optional<Int?>.some(nil)) == nil)
