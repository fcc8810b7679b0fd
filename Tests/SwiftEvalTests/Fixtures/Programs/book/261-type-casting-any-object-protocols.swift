// Type Casting: casting to protocol types, AnyObject arrays and checks on metatypes.
protocol Shippable {
    var weight: Double { get }
}

protocol Giftable {
    var message: String { get }
}

final class Book: Shippable, Giftable {
    let weight = 0.8
    let message = "Enjoy the story"
}

final class EBook: Giftable {
    let message = "Happy reading"
}

struct Lamp: Shippable {
    let weight = 2.5
}

let things: [Any] = [Book(), EBook(), Lamp(), "not a product"]
for thing in things {
    let ship = (thing as? Shippable).map { "ships \($0.weight)kg" } ?? "digital"
    let gift = (thing as? Giftable)?.message ?? "no message"
    print(ship, "|", gift)
}
let shippable = things.compactMap { $0 as? Shippable }
print(shippable.count, shippable.map { $0.weight }.reduce(0, +))
print(things.filter { $0 is Shippable & Giftable }.count)

let objects: [AnyObject] = [Book(), EBook()]
print(objects.count, objects[0] is Book, objects[1] is Book)
print(type(of: Lamp()) == Lamp.self)
let kind: Any.Type = type(of: things[1])
print(kind == EBook.self)
print(type(of: 3.0), type(of: "x"), type(of: [1]))
print(Lamp.self)
