// Paginated list: ranges, stride, prefix/dropFirst, chunking, page labels with edge cases.
import Foundation

extension Array {
    func chunked(into size: Int) -> [[Element]] {
        guard size > 0 else { return [self] }
        return stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}

struct Page<T> {
    let items: [T]
    let number: Int
    let totalPages: Int
    var hasNext: Bool { number < totalPages }
    var hasPrevious: Bool { number > 1 }
}

struct Paginator<T> {
    let all: [T]
    let pageSize: Int
    var totalPages: Int { all.isEmpty ? 0 : (all.count + pageSize - 1) / pageSize }

    func page(_ n: Int) -> Page<T>? {
        guard (1...max(totalPages, 1)).contains(n), totalPages > 0 else { return nil }
        let start = (n - 1) * pageSize
        let slice = all.dropFirst(start).prefix(pageSize)
        return Page(items: Array(slice), number: n, totalPages: totalPages)
    }
    func rangeLabel(_ n: Int) -> String {
        guard let p = page(n) else { return "No results" }
        let first = (n - 1) * pageSize + 1
        return "Showing \(first)–\(first + p.items.count - 1) of \(all.count)"
    }
}

let posts = (1...23).map { "Post \($0)" }
let paginator = Paginator(all: posts, pageSize: 10)
print("Pages: \(paginator.totalPages)")
for n in [1, 3, 4, 0] {
    print("Page \(n): \(paginator.rangeLabel(n))")
    if let p = paginator.page(n) {
        print("  first=\(p.items.first ?? "-") last=\(p.items.last ?? "-") prev=\(p.hasPrevious) next=\(p.hasNext)")
    }
}
let empty = Paginator(all: [String](), pageSize: 10)
print("Empty: \(empty.totalPages) pages, \(empty.rangeLabel(1))")

let numbers = Array(1...10)
print("Chunks of 4: \(numbers.chunked(into: 4))")
print("Chunks of 0: \(numbers.chunked(into: 0).count) chunk")
print("Chunks of 20: \(numbers.chunked(into: 20))")
print("Odd positions: \(Array(stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }))")
print("Countdown: \(Array(stride(from: 10, through: 0, by: -3)))")

func pageButtons(current: Int, total: Int, window: Int = 2) -> String {
    guard total > 0 else { return "(none)" }
    let lo = max(1, current - window), hi = min(total, current + window)
    var parts: [String] = []
    if lo > 1 { parts.append("1"); if lo > 2 { parts.append("…") } }
    for p in lo...hi { parts.append(p == current ? "[\(p)]" : "\(p)") }
    if hi < total { if hi < total - 1 { parts.append("…") }; parts.append("\(total)") }
    return parts.joined(separator: " ")
}
for (c, t) in [(1, 1), (1, 10), (5, 10), (10, 10), (3, 4), (0, 0)] {
    print("buttons(\(c)/\(t)): \(pageButtons(current: c, total: t))")
}
