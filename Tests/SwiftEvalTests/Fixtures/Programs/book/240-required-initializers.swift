// Initialization: required initializers in subclasses and constructing through a metatype.
class Widget {
    let id: String
    required init(id: String) {
        self.id = id
    }
    func kind() -> String { "widget" }
}

class Chart: Widget {
    var points: [Int] = []
    required init(id: String) {
        super.init(id: id)
        points = [1, 2, 3]
    }
    override func kind() -> String { "chart" }
}

final class Badge: Widget {
    override func kind() -> String { "badge" }
}

func make(_ type: Widget.Type, count: Int) -> [Widget] {
    (1...count).map { type.init(id: "\($0)") }
}

let widgets = make(Chart.self, count: 2) + make(Badge.self, count: 3)
for w in widgets {
    print(w.kind(), w.id)
}
if let chart = widgets.first as? Chart {
    print(chart.points)
}
let factory: Widget.Type = Badge.self
let built = factory.init(id: "z")
print(built.kind(), built.id)
