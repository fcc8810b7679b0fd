extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }

    func chunked(into size: Int) -> [[Element]] {
        var chunks: [[Element]] = []
        var current: [Element] = []
        for element in self {
            current.append(element)
            if current.count == size { chunks.append(current); current = [] }
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }
}

extension Sequence where Element: BinaryInteger {
    var average: Double? {
        var sum = 0.0, count = 0
        for value in self { sum += Double(value); count += 1 }
        return count == 0 ? nil : sum / Double(count)
    }
}

extension Array where Element: Equatable {
    func removingDuplicates() -> [Element] {
        reduce(into: []) { result, e in if !result.contains(e) { result.append(e) } }
    }
}

struct Photo {
    let id: Int
    let sizeKB: Int
}

let photos = (1...11).map { Photo(id: $0, sizeKB: 180 + ($0 * 37) % 100) }
let pages = photos.chunked(into: 4)
print("Pages: \(pages.count)")
for (i, page) in pages.enumerated() {
    let ids = page.map { String($0.id) }.joined(separator: ",")
    let avg = page.map(\.sizeKB).average ?? 0
    print("  page \(i + 1): [\(ids)] avg \(Int(avg)) KB")
}
print("Photo at 3: \(photos[safe: 3].map { "#\($0.id)" } ?? "none")")
print("Photo at 42: \(photos[safe: 42].map { "#\($0.id)" } ?? "none")")
print("Empty average: \([Int]().average.map { "\($0)" } ?? "n/a")")
let recentSearches = ["cats", "dogs", "cats", "birds", "dogs", "fish"]
print("Recent: \(recentSearches.removingDuplicates())")
let grid = Array(1...9).chunked(into: 3).map { $0.map(String.init).joined(separator: " ") }
grid.forEach { print($0) }
print("Row 5 exists: \(grid[safe: 5] != nil)")
