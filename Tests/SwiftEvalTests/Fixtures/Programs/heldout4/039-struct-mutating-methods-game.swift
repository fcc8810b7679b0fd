struct Vec2: Equatable, CustomStringConvertible {
    var x: Int, y: Int
    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x + b.x, y: a.y + b.y) }
    static func += (a: inout Vec2, b: Vec2) { a = a + b }
    var description: String { "(\(x),\(y))" }
    var manhattan: Int { abs(x) + abs(y) }
}

enum Direction: Character {
    case up = "U", down = "D", left = "L", right = "R"
    var delta: Vec2 {
        switch self {
        case .up: return Vec2(x: 0, y: -1)
        case .down: return Vec2(x: 0, y: 1)
        case .left: return Vec2(x: -1, y: 0)
        case .right: return Vec2(x: 1, y: 0)
        }
    }
}

struct Robot {
    private(set) var position = Vec2(x: 0, y: 0)
    private(set) var visited: Set<String> = ["(0,0)"]
    private(set) var battery: Int
    private(set) var blockedMoves = 0
    let walls: Set<String>

    init(battery: Int, walls: [Vec2]) {
        self.battery = battery
        self.walls = Set(walls.map(\.description))
    }

    mutating func run(_ program: String) {
        for ch in program {
            guard let d = Direction(rawValue: ch) else { continue }
            guard battery > 0 else { return }
            let target = position + d.delta
            if walls.contains(target.description) {
                blockedMoves += 1
                continue
            }
            position += d.delta
            battery -= 1
            visited.insert(position.description)
        }
    }
    mutating func recharge(_ amount: Int) { battery = min(battery + amount, 20) }
}

var r = Robot(battery: 10, walls: [Vec2(x: 2, y: 0), Vec2(x: 0, y: 2)])
r.run("RRRDDx?LLUU")
print(r.position, r.battery, r.blockedMoves, r.visited.count)
r.run("DDDDDDDDDDDD")
print(r.position, r.battery)
r.recharge(50)
r.run("RRRRUUUU")
print(r.position, r.battery, r.position.manhattan)
print(r.visited.sorted())
let copy = r
r.run("LLLL")
print(copy.position, r.position, copy.battery - r.battery)
