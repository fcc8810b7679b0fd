import Foundation

enum BookmarkKind: Codable, Equatable {
    case link(url: String)
    case note(text: String)
    case location(lat: Double, lon: Double)
}

struct Bookmark: Codable, Equatable {
    let id: Int
    let title: String
    let kind: BookmarkKind
    var pinned: Bool = false
}

struct BookmarkStore: Codable {
    var version = 2
    var items: [Bookmark]

    var summary: [String] {
        items.map { b in
            let detail: String
            switch b.kind {
            case .link(let url) where url.hasPrefix("https://"): detail = "secure link"
            case .link: detail = "link"
            case .note(let text): detail = "note, \(text.count) chars"
            case let .location(lat, lon): detail = String(format: "%.3f,%.3f", lat, lon)
            }
            return "\(b.pinned ? "📌" : "  ") \(b.title) — \(detail)"
        }
    }
}

var store = BookmarkStore(items: [
    Bookmark(id: 1, title: "Docs", kind: .link(url: "https://swift.org"), pinned: true),
    Bookmark(id: 2, title: "Idea", kind: .note(text: "Offline mode")),
    Bookmark(id: 3, title: "Cafe", kind: .location(lat: 59.9139, lon: 10.7522)),
    Bookmark(id: 4, title: "Old blog", kind: .link(url: "http://example.com")),
])

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(store)
let json = String(decoding: data, as: UTF8.self)
print(json.count > 0 ? "encoded \(data.count) bytes" : "empty")
print(String(decoding: try encoder.encode(store.items[1]), as: UTF8.self))

let restored = try JSONDecoder().decode(BookmarkStore.self, from: data)
print("round trip ok: \(restored.items == store.items), version \(restored.version)")
restored.summary.forEach { print($0) }

store.items.sort { ($0.pinned ? 0 : 1, $0.title) < ($1.pinned ? 0 : 1, $1.title) }
print("order: \(store.items.map(\.id))")
