// Photo gallery: photos with tags and dates, smart albums as closures, grid rows, selection set.
import Foundation

struct Photo: Hashable {
    let id: Int
    let taken: Date
    let tags: Set<String>
    let isFavorite: Bool
    let width: Int, height: Int
    var orientation: String { width == height ? "square" : width > height ? "landscape" : "portrait" }
}

let monthFormatter: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "MMMM yyyy"
    return f
}()

let t0 = 1_672_531_200.0 // 2023-01-01 UTC
let photos = [
    Photo(id: 1, taken: Date(timeIntervalSince1970: t0 + 86_400 * 3), tags: ["beach", "sunset"], isFavorite: true, width: 4032, height: 3024),
    Photo(id: 2, taken: Date(timeIntervalSince1970: t0 + 86_400 * 40), tags: ["dog"], isFavorite: false, width: 3024, height: 4032),
    Photo(id: 3, taken: Date(timeIntervalSince1970: t0 + 86_400 * 41), tags: ["dog", "park"], isFavorite: true, width: 3024, height: 3024),
    Photo(id: 4, taken: Date(timeIntervalSince1970: t0 + 86_400 * 45), tags: [], isFavorite: false, width: 1920, height: 1080),
    Photo(id: 5, taken: Date(timeIntervalSince1970: t0 + 86_400 * 100), tags: ["beach"], isFavorite: false, width: 4032, height: 3024),
    Photo(id: 6, taken: Date(timeIntervalSince1970: t0 + 86_400 * 101), tags: ["sunset", "city"], isFavorite: false, width: 1080, height: 1920),
    Photo(id: 7, taken: Date(timeIntervalSince1970: t0 + 86_400 * 102), tags: ["city"], isFavorite: true, width: 4000, height: 3000),
]

let smartAlbums: [(name: String, rule: (Photo) -> Bool)] = [
    ("Favorites", { $0.isFavorite }),
    ("Beach", { $0.tags.contains("beach") }),
    ("Portraits", { $0.orientation == "portrait" }),
    ("Untagged", { $0.tags.isEmpty }),
    ("Sunset & City", { $0.tags.isSuperset(of: ["sunset", "city"]) }),
    ("Snow", { $0.tags.contains("snow") }),
]
for album in smartAlbums {
    let ids = photos.filter(album.rule).map(\.id)
    print("\(album.name): \(ids.isEmpty ? "No Photos" : ids.map { "#\($0)" }.joined(separator: " "))")
}

let byMonth = Dictionary(grouping: photos) { monthFormatter.string(from: $0.taken) }
for (month, items) in byMonth.sorted(by: { $0.value[0].taken < $1.value[0].taken }) {
    print("\(month) — \(items.count) photo\(items.count == 1 ? "" : "s")")
}

let columns = 3
let sortedNewest = photos.sorted { $0.taken > $1.taken }
for row in stride(from: 0, to: sortedNewest.count, by: columns) {
    let cells = sortedNewest[row..<min(row + columns, sortedNewest.count)].map { p in
        "[\(p.id)\(p.isFavorite ? "♥" : " ")\(p.orientation.prefix(1).uppercased())]"
    }
    print(cells.joined(separator: " "))
}

var selection: Set<Int> = []
for id in [2, 5, 2, 9] {
    if selection.contains(id) { selection.remove(id) } else if photos.contains(where: { $0.id == id }) { selection.insert(id) }
}
print("Selected: \(selection.sorted()) (\(selection.count))")
let tagCounts = photos.flatMap(\.tags).reduce(into: [:]) { $0[$1, default: 0] += 1 }
let topTags = tagCounts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(3)
print("Top tags: \(topTags.map { "\($0.key)(\($0.value))" }.joined(separator: ", "))")
let megapixels = photos.map { Double($0.width * $0.height) / 1_000_000 }
print(String(format: "Avg %.1f MP, largest %.1f MP", megapixels.reduce(0, +) / Double(megapixels.count), megapixels.max() ?? 0))
