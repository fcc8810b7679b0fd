import Foundation

struct Player: CustomStringConvertible {
    let handle: String
    let country: String
    var wins: Int
    var losses: Int
    var rating: Double

    var games: Int { wins + losses }
    var winRate: Double { games == 0 ? 0 : Double(wins) / Double(games) }
    var description: String {
        "\(handle.padding(toLength: 8, withPad: " ", startingAt: 0)) \(country) \(wins)-\(losses) \(String(format: "%5.1f%%", winRate * 100)) \(Int(rating))"
    }
}

var players = [
    Player(handle: "zed", country: "SE", wins: 30, losses: 10, rating: 1820),
    Player(handle: "amy", country: "US", wins: 12, losses: 3, rating: 1790.4),
    Player(handle: "bo", country: "SE", wins: 0, losses: 0, rating: 1500),
    Player(handle: "cyd", country: "JP", wins: 30, losses: 10, rating: 1820),
    Player(handle: "dax", country: "US", wins: 45, losses: 40, rating: 1655.9),
    Player(handle: "eve", country: "JP", wins: 8, losses: 2, rating: 1702),
]

func applyMatch(winner: String, loser: String) {
    guard let w = players.firstIndex(where: { $0.handle == winner }),
          let l = players.firstIndex(where: { $0.handle == loser }) else { print("unknown player"); return }
    let expected = 1 / (1 + pow(10, (players[l].rating - players[w].rating) / 400))
    let delta = (32 * (1 - expected)).rounded()
    players[w].wins += 1; players[w].rating += delta
    players[l].losses += 1; players[l].rating -= delta
    print("\(winner) beat \(loser): ±\(Int(delta))")
}

applyMatch(winner: "bo", loser: "zed")
applyMatch(winner: "amy", loser: "eve")
applyMatch(winner: "zed", loser: "nobody")

let ranked = players.sorted {
    if $0.rating != $1.rating { return $0.rating > $1.rating }
    if $0.winRate != $1.winRate { return $0.winRate > $1.winRate }
    return $0.handle < $1.handle
}
for (i, p) in ranked.enumerated() { print(String(format: "%2d.", i + 1), p) }

let qualified = players.filter { $0.games >= 10 }
print("qualified:", qualified.map(\.handle).sorted())
let byCountry = Dictionary(grouping: players, by: \.country)
    .mapValues { ps in ps.map(\.rating).reduce(0, +) / Double(ps.count) }
for (c, avg) in byCountry.sorted(by: { $0.value > $1.value }) { print(c, String(format: "%.1f", avg)) }
let top3 = ranked.prefix(3).map(\.handle)
print(top3, ranked.last?.handle ?? "-")
