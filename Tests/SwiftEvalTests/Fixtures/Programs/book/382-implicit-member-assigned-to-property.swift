// An implicit member assigned to a stored property of the value a method or
// initializer runs on (`self.kind = .bush`, `kind = .tree`) takes the
// property's written type, in classes and structs.
enum Kind: String { case tree, bush, vine }

struct Color: Equatable {
    let name: String
    static let green = Color(name: "green")
    static let brown = Color(name: "brown")
}

final class Plant {
    var kind: Kind
    var color: Color
    var height: Double?
    var tags: [String]

    init() {
        self.kind = .bush
        self.color = .green
        self.height = .none
        self.tags = .init()
    }

    func grow() {
        kind = .tree
        color = .brown
        height = .some(2.5)
        tags = .init(repeating: "tall", count: 2)
    }
}

struct Bed {
    var soil: Color
    var first: Kind
    init() {
        soil = .brown
        self.first = .init(rawValue: "vine") ?? .tree
    }
    mutating func reset() {
        self.soil = .green
        first = .bush
    }
}

let plant = Plant()
print(plant.kind, plant.color.name, plant.height as Any, plant.tags)
plant.grow()
print(plant.kind, plant.color.name, plant.height as Any, plant.tags)
var bed = Bed()
print(bed.soil.name, bed.first)
bed.reset()
print(bed.soil.name, bed.first)
