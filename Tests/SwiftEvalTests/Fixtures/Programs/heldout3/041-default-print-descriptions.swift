struct Point {
    var x: Int
    var y: Int
}

struct Size: CustomStringConvertible {
    var width: Double
    var height: Double
    var description: String { "\(width)×\(height)" }
}

struct Frame {
    var origin: (x: Int, y: Int)
    var size: Size
    var label: String?
}

enum Alignment {
    case leading, center, trailing
}

enum Layout {
    case fixed(Size)
    case flexible(min: Double, max: Double?)
    case none
}

class Box {
    var value = 1
}

let p = Point(x: 3, y: -4)
print(p)
let frame = Frame(origin: (p.x, p.y), size: Size(width: 10, height: 2.5), label: "header")
print(frame)
print(Frame(origin: (0, 0), size: Size(width: 0, height: 0), label: nil))
print(Alignment.center)
print(Layout.fixed(Size(width: 1, height: 2)))
print(Layout.flexible(min: 0, max: nil))
print(Layout.flexible(min: 1.5, max: 9))
print(Layout.none)
print((1, "two", 3.0))
print((name: "Ada", age: 36))
let optInt: Int? = 5
let optString: String? = "hi"
let noValue: Double? = nil
print(optInt as Any, optString as Any, noValue as Any)
print([1, 2, 3], ["a", "b"], [Double]())
print([[1, 2], [3]], [Optional(1), nil])
print(["only": 1], [String: Int]())
print([true, false], (true, nil as Int?))
print("\(optInt ?? 0)", "\(String(describing: optString))", String(describing: noValue))
print(String(describing: p), "\(Alignment.trailing)", Size(width: 2, height: 3))
debugPrint("quoted", 42, "tab\there")
print(1...5, 0..<3, "a"..."z")
print(Array(1...5).reversed().map { $0 * 2 }, Array("hey"))
let nestedTuple = (1, (2, 3), [4])
print(nestedTuple)
print(Int.max, Int8.min, UInt8.max, -0.0, 1.0 / 3.0)
let c: Character = "é"
print(c, [c], "multi\nline")
