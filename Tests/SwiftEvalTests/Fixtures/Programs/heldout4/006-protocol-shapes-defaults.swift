import Foundation

protocol Shape {
    var name: String { get }
    func area() -> Double
    func perimeter() -> Double
}

extension Shape {
    var name: String { String(describing: type(of: self)).lowercased() }
    func summary() -> String {
        "\(name): area=\(String(format: "%.2f", area())) perimeter=\(String(format: "%.2f", perimeter()))"
    }
}

struct Circle: Shape {
    var radius: Double
    func area() -> Double { Double.pi * radius * radius }
    func perimeter() -> Double { 2 * Double.pi * radius }
}

struct Rect: Shape {
    var w: Double, h: Double
    var name: String { w == h ? "square" : "rect" }
    func area() -> Double { w * h }
    func perimeter() -> Double { 2 * (w + h) }
}

struct Triangle: Shape {
    var a: Double, b: Double, c: Double
    func perimeter() -> Double { a + b + c }
    func area() -> Double {
        let s = perimeter() / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
}

let shapes: [Shape] = [Circle(radius: 1.5), Rect(w: 2, h: 3), Rect(w: 4, h: 4), Triangle(a: 3, b: 4, c: 5)]
for s in shapes { print(s.summary()) }

let largest = shapes.max { $0.area() < $1.area() }!
print("largest:", largest.name)
let total = shapes.map { $0.area() }.reduce(0, +)
print("total area:", String(format: "%.3f", total))

func describeAll<S: Sequence>(_ items: S) -> String where S.Element == Shape {
    items.map(\.name).joined(separator: "|")
}
print(describeAll(shapes.sorted { $0.perimeter() < $1.perimeter() }))
