// Initialization: two-phase initialization order, printed from subclass and superclass inits.
var trace: [String] = []

class Base {
    let createdBy: String
    var name: String {
        didSet { trace.append("Base.name didSet") }
    }

    init(name: String) {
        trace.append("Base phase 1")
        self.name = name
        self.createdBy = "system"
        trace.append("Base phase 2 name=\(describe())")
    }

    func describe() -> String { name }
}

class Employee: Base {
    let team: String
    init(name: String, team: String) {
        trace.append("Employee phase 1")
        self.team = team
        super.init(name: name)
        trace.append("Employee phase 2")
        self.name = name.uppercased()
    }
    override func describe() -> String { "\(name)@\(team)" }
}

let e = Employee(name: "lee", team: "ios")
for line in trace {
    print(line)
}
print(e.describe())
print(e.createdBy)
