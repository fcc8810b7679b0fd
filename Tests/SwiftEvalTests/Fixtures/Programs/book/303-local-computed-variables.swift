// Properties: local computed variables read through their getter each time, also from a closure.
var items = [1, 2]
var total: Int { items.reduce(0, +) }
print(total)
items.append(5)
print(total)
func f() -> String {
    var n = 1
    var label: String { get { "n=\(n)" } }
    n += 1
    let c = { label }
    n += 1
    return label + " " + c()
}
print(f())
