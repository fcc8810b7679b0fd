import Foundation

struct Player: Hashable {
    let name: String
    let score: Int
    let level: Int
    let country: String
}

struct RankedEntry: CustomStringConvertible {
    let rank: Int
    let player: Player
    let isTie: Bool
    var medal: String {
        switch rank {
        case 1: return "🥇"
        case 2: return "🥈"
        case 3: return "🥉"
        default: return "  "
        }
    }
    var description: String {
        let r = (isTie ? "T" : "") + "\(rank)"
        return "\(medal) \(r.padding(toLength: 3, withPad: " ", startingAt: 0)) \(player.name.padding(toLength: 8, withPad: " ", startingAt: 0)) \(String(format: "%6d", player.score))  L\(player.level) \(player.country)"
    }
}

struct LeaderboardViewModel {
    var players: [Player]

    // Competition ranking (1, 2, 2, 4); ties broken for display by level desc then name.
    var ranked: [RankedEntry] {
        let sorted = players.sorted {
            ($0.score, $0.level, $1.name) > ($1.score, $1.level, $0.name)
        }
        let scoreCounts = Dictionary(sorted.map { ($0.score, 1) }, uniquingKeysWith: +)
        var result: [RankedEntry] = []
        for (i, p) in sorted.enumerated() {
            let rank = i > 0 && sorted[i - 1].score == p.score ? result[i - 1].rank : i + 1
            result.append(RankedEntry(rank: rank, player: p, isTie: scoreCounts[p.score]! > 1))
        }
        return result
    }

    func position(of name: String) -> String {
        guard let e = ranked.first(where: { $0.player.name == name }) else { return "\(name) is unranked" }
        let ahead = ranked.first { $0.rank == e.rank - 1 } ?? ranked.last { $0.rank < e.rank }
        let gap = ahead.map { $0.player.score - e.player.score }
        return "\(name) is #\(e.rank)" + (gap.map { " (\($0) pts behind \(ahead!.player.name))" } ?? " (leader)")
    }
}

var vm = LeaderboardViewModel(players: [
    Player(name: "nova", score: 9_850, level: 42, country: "SE"),
    Player(name: "blaze", score: 12_400, level: 50, country: "US"),
    Player(name: "kite", score: 9_850, level: 45, country: "JP"),
    Player(name: "orbit", score: 7_020, level: 31, country: "US"),
    Player(name: "pixel", score: 9_850, level: 45, country: "BR"),
    Player(name: "echo", score: 11_000, level: 48, country: "DE"),
    Player(name: "zed", score: 500, level: 3, country: "SE"),
])

vm.ranked.forEach { print($0) }
print(vm.position(of: "blaze"))
print(vm.position(of: "orbit"))
print(vm.position(of: "kite"))
print(vm.position(of: "ghost"))

let byCountry = Dictionary(grouping: vm.players, by: \.country)
let countryTable = byCountry.map { (country: $0.key, best: $0.value.map(\.score).max()!, count: $0.value.count) }
    .sorted { ($0.best, $0.country) > ($1.best, $1.country) }
for row in countryTable { print("\(row.country): best \(row.best), players \(row.count)") }
let top3 = vm.ranked.prefix(3).map(\.player.name)
print("Podium: \(top3.joined(separator: ", "))")
let avg = Double(vm.players.map(\.score).reduce(0, +)) / Double(vm.players.count)
print("Average score: \(avg)")
print("Above average: \(vm.ranked.filter { Double($0.player.score) > avg }.count)")
vm.players.removeAll { $0.score < 1_000 }
print("After pruning: \(vm.ranked.last!.player.name) last at #\(vm.ranked.last!.rank)")
