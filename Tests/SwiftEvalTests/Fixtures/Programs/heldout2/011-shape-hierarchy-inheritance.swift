import Foundation

class CanvasItem: CustomStringConvertible {
    let name: String
    var x: Double, y: Double
    static private(set) var created = 0

    init(name: String, x: Double, y: Double) {
        self.name = name; self.x = x; self.y = y
        CanvasItem.created += 1
    }

    var area: Double { 0 }
    var kind: String { "item" }
    func move(dx: Double, dy: Double) { x += dx; y += dy }
    var description: String {
        "\(kind) '\(name)' at (\(x), \(y)) area \(String(format: "%.2f", area))"
    }
}

class Rectangle: CanvasItem {
    var width: Double, height: Double
    init(name: String, x: Double, y: Double, width: Double, height: Double) {
        self.width = width; self.height = height
        super.init(name: name, x: x, y: y)
    }
    override var area: Double { width * height }
    override var kind: String { "rect" }
}

final class Square: Rectangle {
    init(name: String, x: Double, y: Double, side: Double) {
        super.init(name: name, x: x, y: y, width: side, height: side)
    }
    override var kind: String { "square(\(super.kind))" }
}

final class Circle: CanvasItem {
    var radius: Double
    init(name: String, x: Double, y: Double, radius: Double) {
        self.radius = radius
        super.init(name: name, x: x, y: y)
    }
    override var area: Double { Double.pi * radius * radius }
    override var kind: String { "circle" }
    override func move(dx: Double, dy: Double) {
        super.move(dx: dx * 2, dy: dy * 2)
    }
}

final class TextLabel: CanvasItem {
    var text: String
    init(text: String, x: Double, y: Double) {
        self.text = text
        super.init(name: "label", x: x, y: y)
    }
    override var description: String { "text \"\(text)\" at (\(x), \(y))" }
}

let items: [CanvasItem] = [
    Rectangle(name: "header", x: 0, y: 0, width: 320, height: 44),
    Square(name: "avatar", x: 8, y: 8, side: 28),
    Circle(name: "badge", x: 30, y: 4, radius: 6),
    TextLabel(text: "Inbox", x: 44, y: 12),
]

items.forEach { print($0) }
print("created: \(CanvasItem.created)")

for item in items { item.move(dx: 1.5, dy: -0.5) }
print("after move:")
items.forEach { print("  \($0)") }

let rects = items.compactMap { $0 as? Rectangle }
print("rectangles: \(rects.map(\.name))")
print("squares: \(items.filter { $0 is Square }.count)")
let totalArea = items.reduce(0.0) { $0 + $1.area }
print(String(format: "total area %.3f", totalArea))
let biggest = items.max { $0.area < $1.area }!
print("biggest: \(biggest.name)")
if let c = items.first(where: { $0 is Circle }) as? Circle {
    c.radius *= 2
    print("grown circle area: \(c.area.rounded())")
}
let sortedNames = items.sorted { $0.area > $1.area }.map { "\($0.name)(\($0.kind))" }
print(sortedNames.joined(separator: " > "))
print(items[1] is Rectangle, items[2] is Rectangle, type(of: items[3]) == TextLabel.self)
