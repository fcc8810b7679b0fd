// Elevator controller: direction state, request sets, stepping with while loops, door events log.
import Foundation

enum Direction { case up, down, idle }

struct Elevator {
    let floors: ClosedRange<Int>
    private(set) var floor: Int
    private(set) var direction: Direction = .idle
    private(set) var stops: Set<Int> = []
    private(set) var log: [String] = []

    init(floors: ClosedRange<Int>, start: Int) {
        self.floors = floors
        floor = min(max(start, floors.lowerBound), floors.upperBound)
    }

    mutating func request(_ f: Int) {
        guard floors.contains(f) else { log.append("ignored floor \(f)"); return }
        if f == floor && direction == .idle { log.append("doors open at \(f)"); return }
        stops.insert(f)
    }

    mutating func step() -> Bool {
        guard !stops.isEmpty else { direction = .idle; return false }
        switch direction {
        case .idle:
            let nearest = stops.min { (abs($0 - floor), $0) < (abs($1 - floor), $1) }!
            direction = nearest > floor ? .up : .down
        case .up where !stops.contains(where: { $0 > floor }) && !stops.contains(floor):
            direction = .down
        case .down where !stops.contains(where: { $0 < floor }) && !stops.contains(floor):
            direction = .up
        default: break
        }
        if stops.contains(floor) {
            stops.remove(floor)
            log.append("stop at \(floor)")
            return true
        }
        floor += direction == .up ? 1 : -1
        return true
    }

    var display: String {
        let arrow = direction == .up ? "▲" : direction == .down ? "▼" : "■"
        return floor < 0 ? "B\(-floor) \(arrow)" : floor == 0 ? "G \(arrow)" : "\(floor) \(arrow)"
    }
}

var e = Elevator(floors: -2...10, start: 0)
print("Start: \(e.display)")
for f in [5, 2, 14, -2] { e.request(f) }
var ticks = 0
var trace: [String] = []
while e.step() {
    ticks += 1
    if ticks == 4 { e.request(9) }
    if ticks % 3 == 0 { trace.append(e.display) }
    if ticks > 100 { break }
}
print("Trace: \(trace.joined(separator: ", "))")
print("Finished in \(ticks) ticks at \(e.display)")
for line in e.log { print("  \(line)") }

var idle = Elevator(floors: 1...3, start: 7)
idle.request(3)
idle.request(1)
idle.request(1)
var moves = 0
repeat { moves += 1 } while idle.step()
print("Clamped elevator: \(idle.display), loop passes \(moves), log \(idle.log)")
