// Logical NOT, AND, OR, and short-circuit evaluation.
var evaluated: [String] = []

func check(_ name: String, _ value: Bool) -> Bool {
    evaluated.append(name)
    return value
}

let r1 = check("a", false) && check("b", true)
print(r1, evaluated)
evaluated.removeAll()

let r2 = check("a", true) || check("b", false)
print(r2, evaluated)
evaluated.removeAll()

let r3 = check("a", true) && check("b", true) && check("c", false)
print(r3, evaluated)
evaluated.removeAll()

let r4 = check("a", false) || check("b", false) || check("c", true)
print(r4, evaluated)
evaluated.removeAll()

let r5 = check("a", false) && check("b", true) || check("c", true)
print(r5, evaluated)
evaluated.removeAll()

let hasPassword = true
let hasTwoFactor = false
let isAdmin = false
let canEnter = hasPassword && (hasTwoFactor || isAdmin)
print(canEnter)
print(!hasPassword || !hasTwoFactor)

let optionalName: String? = nil
if optionalName != nil && optionalName!.count > 3 {
    print("long name")
} else {
    print("no long name")
}

let items = [2, 4, 6]
let safe = !items.isEmpty && items[0] == 2
print(safe)
