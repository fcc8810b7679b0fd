// Notification feed: enum with associated values, if case let, for case patterns, switch with where.
import Foundation

enum Notification {
    case like(user: String, postID: Int)
    case comment(user: String, text: String)
    case follow(user: String)
    case mention(user: String, inPost: Int?)
    case system(String)
}

let feed: [Notification] = [
    .like(user: "kim", postID: 12),
    .comment(user: "raj", text: "Great shot!"),
    .follow(user: "lee"),
    .like(user: "raj", postID: 12),
    .mention(user: "ana", inPost: nil),
    .system("Your storage is 90% full"),
    .like(user: "ana", postID: 7),
    .comment(user: "kim", text: ""),
    .mention(user: "lee", inPost: 12),
    .follow(user: "kim"),
]

func title(for n: Notification) -> String {
    switch n {
    case .like(let user, let id): return "\(user) liked post #\(id)"
    case .comment(let user, let text) where text.isEmpty: return "\(user) left an empty comment"
    case .comment(let user, let text): return "\(user) commented: “\(text)”"
    case .follow(let user): return "\(user) started following you"
    case .mention(let user, let post?): return "\(user) mentioned you in post #\(post)"
    case .mention(let user, nil): return "\(user) mentioned you in a story"
    case .system(let message): return "⚙︎ \(message)"
    }
}

for (i, n) in feed.enumerated() { print("\(i + 1). \(title(for: n))") }

var likesPerPost: [Int: [String]] = [:]
for case let .like(user, postID) in feed {
    likesPerPost[postID, default: []].append(user)
}
for post in likesPerPost.keys.sorted() {
    let users = likesPerPost[post]!
    let others = users.count - 1
    let text = others == 0 ? users[0] : "\(users[0]) and \(others) other\(others == 1 ? "" : "s")"
    print("Post #\(post): liked by \(text)")
}

var newFollowers: [String] = []
for case .follow(let user) in feed { newFollowers.append(user) }
print("New followers: \(newFollowers.joined(separator: ", "))")

for case let .mention(user, post?) in feed where post == 12 { print("Mention on #12 by \(user)") }

let people = Set(feed.compactMap { n -> String? in
    switch n {
    case .like(let u, _), .comment(let u, _), .follow(let u), .mention(let u, _): return u
    case .system: return nil
    }
})
print("Distinct people: \(people.sorted())")
if case .system(let msg) = feed[5], msg.contains("%") {
    print("Warning banner: \(msg.uppercased())")
}
let unreadBadge = feed.filter { if case .system = $0 { return false } else { return true } }.count
print("Badge: \(unreadBadge > 9 ? "9+" : String(unreadBadge))")
