// Protocols: heterogeneous arrays typed by a protocol, iterated and filtered polymorphically.
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Rect: Shape {
    let w: Double, h: Double
    var name: String { "rect" }
    func area() -> Double { w * h }
}

struct Circle: Shape {
    let r: Double
    var name: String { "circle" }
    func area() -> Double { 3.0 * r * r }
}

final class Triangle: Shape {
    let base: Double, height: Double
    init(base: Double, height: Double) { self.base = base; self.height = height }
    var name: String { "triangle" }
    func area() -> Double { base * height / 2 }
}

var shapes: [any Shape] = [Rect(w: 3, h: 4), Circle(r: 2.5), Triangle(base: 6, height: 5)]
shapes.append(Rect(w: 1, h: 1))
for s in shapes {
    print(s.name, s.area())
}
print(shapes.map { $0.area() }.reduce(0, +))
let big = shapes.filter { $0.area() > 10 }.map { $0.name }
print(big)
let largest = shapes.max { $0.area() < $1.area() }!
print(largest.name)
let sorted = shapes.sorted { $0.area() < $1.area() }.map(\.name)
print(sorted)
let rects = shapes.compactMap { $0 as? Rect }
print(rects.count, rects.map { $0.w })
var byName: [String: Double] = [:]
for s in shapes { byName[s.name, default: 0] += s.area() }
for k in byName.keys.sorted() { print(k, byName[k]!) }
