struct FeedItem {
    let id: Int
    let author: String
    let likes: Int
    let isSponsored: Bool
}

var generated = 0
func makeFeed(count: Int) -> [FeedItem] {
    (1...count).map { i in
        FeedItem(id: i, author: ["ana", "ben", "cho", "dee"][i % 4], likes: (i * 37) % 101, isSponsored: i % 5 == 0)
    }
}

let feed = makeFeed(count: 40)
var inspected = 0
let visible = feed.lazy
    .filter { item -> Bool in inspected += 1; return !item.isSponsored }
    .filter { $0.likes > 20 }
    .map { "#\($0.id) \($0.author) ♥\($0.likes)" }
var firstPage: [String] = []
for line in visible {
    firstPage.append(line)
    if firstPage.count == 5 { break }
}
print(firstPage)
print("inspected:", inspected)

var counter = 0
let squares = sequence(first: 1) { n in counter += 1; return n < 1000 ? n * 2 : nil }
print(Array(squares), counter)

let fib = sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in
    defer { s = (s.1, s.0 + s.1) }
    return s.0 > 200 ? nil : s.0
}
print(fib.filter { $0 % 2 == 0 })

let chunks = stride(from: 0, to: feed.count, by: 12).map { Array(feed[$0..<min($0 + 12, feed.count)]) }
print(chunks.map(\.count), chunks.map { $0.map(\.likes).max()! })

let topAuthors = Dictionary(grouping: feed.filter { !$0.isSponsored }, by: \.author)
    .mapValues { $0.reduce(0) { $0 + $1.likes } }
    .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
print(topAuthors.map { "\($0.key):\($0.value)" })
let zipped = zip(feed.prefix(3), feed.suffix(3).reversed()).map { "\($0.id)-\($1.id)" }
print(zipped)
print(feed.first(where: { $0.likes == 100 })?.id ?? -1, feed.contains { $0.likes == 0 }, feed.allSatisfy { $0.likes <= 100 })
