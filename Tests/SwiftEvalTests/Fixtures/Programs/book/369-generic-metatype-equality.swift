// Metatypes compare by their whole type: two generic types of different
// names differ whatever their arguments, one generic type with different
// arguments differs, and `type(of:)` of a value gives its own type.
struct Box<T> {
    let value: T
}

struct Pair<A, B> {
    let first: A
    let second: B
}

struct Card {
    let title: String
}

let types: [Any.Type] = [Box<Int>.self, Box<String>.self, Pair<Int, Int>.self, Card.self, Int.self]
for left in types {
    print(types.map { left == $0 })
}
print(type(of: Card(title: "x")) == Card.self, type(of: Box(value: 3)) == Box<Int>.self)
print(type(of: Box(value: 3)) == Box<String>.self, type(of: Card(title: "x")) == Box<Int>.self)
print(String(describing: Box<Int>.self), String(describing: Pair<Int, String>.self))
