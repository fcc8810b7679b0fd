// Bowling scorecard: frames parsed from rolls, inout helper functions, strikes/spares bonuses, running totals.
import Foundation

enum Frame {
    case strike
    case spare(first: Int)
    case open(Int, Int)
    case tenth([Int])

    var symbol: String {
        switch self {
        case .strike: return "X"
        case .spare(let a): return "\(a == 0 ? "-" : String(a))/"
        case let .open(a, b): return "\(a == 0 ? "-" : String(a))\(b == 0 ? "-" : String(b))"
        case .tenth(let rolls):
            var out = ""
            for (i, r) in rolls.enumerated() {
                if r == 10 { out += "X" } else if i > 0 && rolls[i - 1] != 10 && rolls[i - 1] + r == 10 && !out.hasSuffix("/") { out += "/" } else { out += r == 0 ? "-" : String(r) }
            }
            return out
        }
    }
}

func takeRoll(_ rolls: [Int], _ index: inout Int) -> Int {
    defer { index += 1 }
    return index < rolls.count ? rolls[index] : 0
}

func parse(_ rolls: [Int]) -> [Frame] {
    var frames: [Frame] = []
    var i = 0
    while frames.count < 9 && i < rolls.count {
        let first = takeRoll(rolls, &i)
        if first == 10 { frames.append(.strike); continue }
        let second = takeRoll(rolls, &i)
        frames.append(first + second == 10 ? .spare(first: first) : .open(first, second))
    }
    if i < rolls.count { frames.append(.tenth(Array(rolls[i...]))) }
    return frames
}

func addBonus(_ total: inout Int, rolls: [Int], from index: Int, count: Int) {
    for k in 0..<count where index + k < rolls.count { total += rolls[index + k] }
}

func score(_ rolls: [Int]) -> [Int] {
    var totals: [Int] = []
    var total = 0, i = 0
    for frame in 0..<10 where i < rolls.count {
        if frame == 9 { total += rolls[i...].reduce(0, +); totals.append(total); break }
        if rolls[i] == 10 {
            total += 10; addBonus(&total, rolls: rolls, from: i + 1, count: 2); i += 1
        } else if i + 1 < rolls.count && rolls[i] + rolls[i + 1] == 10 {
            total += 10; addBonus(&total, rolls: rolls, from: i + 2, count: 1); i += 2
        } else {
            total += rolls[i] + (i + 1 < rolls.count ? rolls[i + 1] : 0); i += 2
        }
        totals.append(total)
    }
    return totals
}

let games: [(String, [Int])] = [
    ("Perfect", Array(repeating: 10, count: 12)),
    ("Gutter", Array(repeating: 0, count: 20)),
    ("All spares", Array(repeating: 5, count: 21)),
    ("Mixed", [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1]),
    ("In progress", [3, 4, 10, 6]),
]
for (name, rolls) in games {
    let frames = parse(rolls)
    let totals = score(rolls)
    print("\(name): \(frames.map(\.symbol).joined(separator: " "))")
    print("   totals \(totals.map(String.init).joined(separator: " ")) → \(totals.last ?? 0)")
}
var cursor = 0
let a = takeRoll([7, 2], &cursor), b = takeRoll([7, 2], &cursor), c = takeRoll([7, 2], &cursor)
print("Reads past end: \(a), \(b), \(c), cursor \(cursor)")
