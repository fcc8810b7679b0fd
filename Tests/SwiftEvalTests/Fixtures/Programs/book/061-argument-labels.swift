// Argument labels, parameter names, omitted labels.
struct Account {
    var owner: String
    var balance: Int
}

func transfer(_ amount: Int, from source: inout Account, to destination: inout Account) {
    source.balance -= amount
    destination.balance += amount
}

func greeting(for person: String, from hometown: String) -> String {
    "\(person) from \(hometown)"
}

func area(width w: Double, height h: Double) -> Double { w * h }

func join(_ a: String, _ b: String, with separator: String) -> String {
    a + separator + b
}

var alice = Account(owner: "Alice", balance: 100)
var bob = Account(owner: "Bob", balance: 20)
transfer(30, from: &alice, to: &bob)
print(alice, bob)

print(greeting(for: "Tim", from: "Cupertino"))
print(area(width: 2.5, height: 4))
print(join("left", "right", with: " | "))

func move(by offset: Int) -> String { "by \(offset)" }
func move(to position: Int) -> String { "to \(position)" }
print(move(by: 3), move(to: 3))

func count(_ items: [String]) -> Int { items.count }
func count(of letter: Character, in text: String) -> Int {
    text.filter { $0 == letter }.count
}
print(count(["a", "b"]), count(of: "s", in: "mississippi"))

func `return`(`for` value: Int) -> Int { value * 2 }
print(`return`(for: 21))
let fn: (String, String, String) -> String = join(_:_:with:)
print(fn("x", "y", "+"))
