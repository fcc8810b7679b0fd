protocol FeedItem {
    var id: String { get }
    var score: Double { get }
    func render() -> String
}

extension FeedItem {
    var isTrending: Bool { score >= 80 }
    func headline() -> String { (isTrending ? "🔥 " : "") + render() }
}

struct Post: FeedItem {
    let id: String
    let author: String
    let likes: Int
    var score: Double { Double(likes) / 10 }
    func render() -> String { "Post by \(author) (\(likes) likes)" }
}

struct Ad: FeedItem {
    let id: String
    let sponsor: String
    var score: Double { 50 }
    func render() -> String { "Sponsored: \(sponsor)" }
}

struct Story: FeedItem {
    let id: String
    let title: String
    let views: Int
    var score: Double { min(100, Double(views) / 100) }
    func render() -> String { "Story \"\(title)\" seen \(views) times" }
}

let feed: [any FeedItem] = [
    Post(id: "p1", author: "mia", likes: 340),
    Ad(id: "a1", sponsor: "CoffeeCo"),
    Story(id: "s1", title: "Sunset", views: 12_000),
    Post(id: "p2", author: "leo", likes: 1_200),
    Story(id: "s2", title: "Lunch", views: 900),
]

let ranked = feed.sorted { lhs, rhs in
    lhs.score != rhs.score ? lhs.score > rhs.score : lhs.id < rhs.id
}
for (rank, item) in ranked.enumerated() {
    print("\(rank + 1). [\(item.id)] \(item.headline())")
}

let trendingIDs = feed.filter(\.isTrending).map(\.id)
print("Trending: \(trendingIDs)")
let posts = feed.compactMap { $0 as? Post }
print("Total post likes: \(posts.reduce(0) { $0 + $1.likes })")
let avg = feed.map(\.score).reduce(0, +) / Double(feed.count)
print("Average score: \(avg)")
