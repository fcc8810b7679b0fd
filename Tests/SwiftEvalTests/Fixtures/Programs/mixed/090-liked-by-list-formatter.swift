// Social proof labels: "Liked by A, B, and 3 others", friends first, viewer as "You", counts abbreviated.
import Foundation

struct Like { let user: String; let isFriend: Bool }

func listPhrase(_ names: [String]) -> String {
    switch names.count {
    case 0: return ""
    case 1: return names[0]
    case 2: return "\(names[0]) and \(names[1])"
    default: return names.dropLast().joined(separator: ", ") + ", and " + names.last!
    }
}

func abbreviated(_ n: Int) -> String {
    switch n {
    case ..<1_000: return "\(n)"
    case ..<1_000_000:
        let v = Double(n) / 1_000
        return v >= 100 ? "\(Int(v))K" : String(format: "%.1fK", (v * 10).rounded(.down) / 10).replacingOccurrences(of: ".0K", with: "K")
    default: return String(format: "%.1fM", (Double(n) / 1_000_000 * 10).rounded(.down) / 10).replacingOccurrences(of: ".0M", with: "M")
    }
}

func likedBy(_ likes: [Like], viewer: String, totalCount: Int? = nil, maxNames: Int = 2) -> String {
    let total = totalCount ?? likes.count
    guard total > 0 else { return "Be the first to like this" }
    var ordered: [String] = []
    if likes.contains(where: { $0.user == viewer }) { ordered.append("You") }
    ordered += likes.filter { $0.isFriend && $0.user != viewer }.map(\.user)
    ordered += likes.filter { !$0.isFriend && $0.user != viewer }.map(\.user)
    let shown = Array(ordered.prefix(maxNames))
    let others = total - shown.count
    if others <= 0 { return "Liked by " + listPhrase(shown) }
    let tail = "\(abbreviated(others)) other\(others == 1 ? "" : "s")"
    return "Liked by " + listPhrase(shown + [tail])
}

let me = "sam"
let cases: [([Like], Int?)] = [
    ([], nil),
    ([Like(user: "sam", isFriend: false)], nil),
    ([Like(user: "ana", isFriend: true)], nil),
    ([Like(user: "zed", isFriend: false), Like(user: "ana", isFriend: true)], nil),
    ([Like(user: "zed", isFriend: false), Like(user: "sam", isFriend: false), Like(user: "bo", isFriend: true)], nil),
    ([Like(user: "zed", isFriend: false), Like(user: "ana", isFriend: true), Like(user: "bo", isFriend: true), Like(user: "cy", isFriend: false)], nil),
    ([Like(user: "ana", isFriend: true)], 1_234),
    ([Like(user: "sam", isFriend: false), Like(user: "bo", isFriend: true)], 250_001),
    ([], 3_450_000),
]
for (likes, total) in cases { print(likedBy(likes, viewer: me, totalCount: total)) }
print(likedBy(cases[5].0, viewer: me, maxNames: 4))
print(likedBy(cases[5].0, viewer: me, maxNames: 0))
print("Lists: [\(listPhrase([]))] [\(listPhrase(["a"]))] [\(listPhrase(["a", "b", "c", "d"]))]")
print("Abbrev: \([0, 999, 1_000, 1_049, 1_050, 12_345, 99_999, 100_000, 999_999, 1_000_000, 1_990_000].map(abbreviated).joined(separator: " "))")
