// for case, if case, and pattern matching with optionals and enums.
enum Event {
    case tap(x: Int, y: Int)
    case swipe(direction: String)
    case longPress(seconds: Double)
}

let events: [Event] = [
    .tap(x: 10, y: 20),
    .swipe(direction: "left"),
    .tap(x: 0, y: 5),
    .longPress(seconds: 1.5),
    .swipe(direction: "up"),
]

for case let .tap(x, y) in events {
    print("tap at \(x),\(y)")
}
for case .swipe(let dir) in events where dir != "up" {
    print("swipe", dir)
}

let optionalScores: [Int?] = [90, nil, 75, nil, 100]
for case let score? in optionalScores {
    print("score", score)
}
for case nil in optionalScores {
    print("missing one")
}

if case .longPress(let s) = events[3], s > 1 {
    print("long press \(s)s")
}
if case .tap = events[1] {
    print("never")
} else {
    print("second is not a tap")
}

let age = 34
if case 18...64 = age {
    print("working age")
}
if case let .swipe(first) = events[1] {
    print(first)
}
let count = events.filter { if case .tap = $0 { return true } else { return false } }.count
print(count)
for case let (name, 1...) in [("a", 0), ("b", 2), ("c", 5)] {
    print(name)
}
