// description, String(describing:), String(reflecting:) and debugPrint of values.
struct Tag: CustomStringConvertible {
    let name: String
    var description: String { "#\(name)" }
}
struct Plain {
    let id: Int
    let label: String
}
enum Level { case low, high }

let tag = Tag(name: "swift")
print(tag)
print([tag, Tag(name: "ios")])
print("\(tag) and \(Tag(name: "x"))")
print(String(describing: tag))
print(String(reflecting: tag))
print(Optional(tag) as Any)

let plain = Plain(id: 1, label: "one")
print(String(describing: plain))
print(String(reflecting: plain))
print(String(reflecting: Level.high), String(describing: Level.high))
print(String(reflecting: "quoted\n"), String(describing: "quoted"))
print(String(reflecting: 3.0), String(reflecting: Character("c")))
print(42.description, (-1.5).description, true.description)
print([1, 2].description, [1, 2].debugDescription)
print("hi".debugDescription)
print(Optional(5).debugDescription)
debugPrint(tag)
debugPrint(plain)
debugPrint(Level.low)
debugPrint([Optional("a"), nil], "x", 1.0)
debugPrint((1, "two"))
print(String(describing: Int?.none), String(describing: [String: Int]()))
