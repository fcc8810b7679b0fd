import Foundation

struct FeedResponse: Decodable {
    let page: Int
    let totalPages: Int
    let items: [FeedItem]
}

struct FeedItem: Decodable {
    enum Kind: String, Decodable { case article, video, ad }
    let id: Int
    let kind: Kind
    let title: String
    let publishedAt: Date
    let author: Author?
    let durationSeconds: Int?
    let tags: [String]

    struct Author: Decodable { let name: String; let verified: Bool }

    enum CodingKeys: String, CodingKey { case id, kind, title, publishedAt, author, durationSeconds, tags }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        kind = try c.decode(Kind.self, forKey: .kind)
        title = try c.decode(String.self, forKey: .title).trimmingCharacters(in: .whitespaces)
        publishedAt = try c.decode(Date.self, forKey: .publishedAt)
        author = try c.decodeIfPresent(Author.self, forKey: .author)
        durationSeconds = try c.decodeIfPresent(Int.self, forKey: .durationSeconds)
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
}

let json = """
{
  "page": 1, "total_pages": 3,
  "items": [
    {"id": 10, "kind": "article", "title": "  Swift 6 migration guide ", "published_at": 1718000000,
     "author": {"name": "Ana", "verified": true}, "tags": ["swift", "concurrency"]},
    {"id": 11, "kind": "video", "title": "Building a widget", "published_at": 1718090000,
     "author": {"name": "Raj", "verified": false}, "duration_seconds": 754},
    {"id": 12, "kind": "ad", "title": "Try Premium", "published_at": 1718095000},
    {"id": 13, "kind": "video", "title": "Live Q&A", "published_at": 1717900000, "duration_seconds": 3905, "tags": ["live"]}
  ]
}
"""

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
decoder.dateDecodingStrategy = .secondsSince1970

let df = DateFormatter()
df.locale = Locale(identifier: "en_US_POSIX")
df.timeZone = TimeZone(identifier: "UTC")
df.dateFormat = "MMM d HH:mm"

do {
    let response = try decoder.decode(FeedResponse.self, from: Data(json.utf8))
    print("page \(response.page)/\(response.totalPages), \(response.items.count) items, more: \(response.page < response.totalPages)")
    let visible = response.items.filter { $0.kind != .ad }.sorted { $0.publishedAt > $1.publishedAt }
    for item in visible {
        let by = item.author.map { $0.name + ($0.verified ? " ✓" : "") } ?? "Staff"
        let length = item.durationSeconds.map { String(format: " [%d:%02d]", $0 / 60, $0 % 60) } ?? ""
        print("\(item.kind.rawValue.uppercased()) \(item.title)\(length) — \(by), \(df.string(from: item.publishedAt))")
        if !item.tags.isEmpty { print("   #" + item.tags.joined(separator: " #")) }
    }
    print("ads hidden: \(response.items.count - visible.count)")
    let videoTime = response.items.compactMap(\.durationSeconds).reduce(0, +)
    print("total video: \(videoTime / 60) min \(videoTime % 60) s")
} catch {
    print("decode failed: \(error)")
}

let broken: [(String, String)] = [
    ("type mismatch", #"{"page": "one", "total_pages": 1, "items": []}"#),
    ("missing key", #"{"page": 1, "items": []}"#),
    ("bad enum", #"{"page": 1, "total_pages": 1, "items": [{"id": 1, "kind": "podcast", "title": "x", "published_at": 0}]}"#),
    ("not json", "<html>"),
]
for (label, text) in broken {
    do {
        _ = try decoder.decode(FeedResponse.self, from: Data(text.utf8))
        print("\(label): decoded?!")
    } catch DecodingError.typeMismatch(_, let ctx) {
        print("\(label): typeMismatch at \(ctx.codingPath.map(\.stringValue).joined(separator: "."))")
    } catch DecodingError.keyNotFound(let key, _) {
        print("\(label): keyNotFound \(key.stringValue)")
    } catch DecodingError.dataCorrupted(let ctx) {
        print("\(label): dataCorrupted at [\(ctx.codingPath.map(\.stringValue).joined(separator: "."))]")
    } catch {
        print("\(label): other")
    }
}
let empty = try? decoder.decode(FeedResponse.self, from: Data(#"{"page": 2, "total_pages": 2, "items": []}"#.utf8))
print(empty.map { "page \($0.page) empty: \($0.items.isEmpty)" } ?? "nil")
