// Initialization: memberwise initializers with default property values, and omitted arguments.
struct Task {
    var title: String
    var priority = 2
    var tags: [String] = []
    var done = false
    let id: Int
}

struct Coordinate {
    var latitude = 0.0
    var longitude = 0.0
}

let a = Task(title: "Write report", id: 1)
let b = Task(title: "Buy milk", priority: 1, id: 2)
let c = Task(title: "Plan trip", priority: 3, tags: ["travel", "summer"], done: true, id: 3)
let d = Task(title: "Stretch", tags: ["health"], id: 4)
for t in [a, b, c, d] {
    print(t.id, t.title, t.priority, t.tags, t.done)
}
print(Coordinate())
print(Coordinate(latitude: 51.5))
print(Coordinate(longitude: -0.12))
print(Coordinate(latitude: 48.85, longitude: 2.35))
let origin = Coordinate()
print(origin.latitude == origin.longitude)
