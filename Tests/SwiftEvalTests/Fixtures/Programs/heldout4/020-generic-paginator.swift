struct Page<T> {
    let items: [T]
    let number: Int
    let totalPages: Int
    var hasNext: Bool { number < totalPages }
    var hasPrevious: Bool { number > 1 }
    var footer: String { "Page \(number) of \(totalPages)" }
}

struct Paginator<T> {
    let source: [T]
    let pageSize: Int

    var totalPages: Int { source.isEmpty ? 1 : (source.count + pageSize - 1) / pageSize }

    func page(_ n: Int) -> Page<T>? {
        guard n >= 1, n <= totalPages else { return nil }
        let start = (n - 1) * pageSize
        let end = Swift.min(start + pageSize, source.count)
        return Page(items: Array(source[start..<end]), number: n, totalPages: totalPages)
    }

    func map<U>(_ f: (T) -> U) -> Paginator<U> { Paginator<U>(source: source.map(f), pageSize: pageSize) }
}

extension Paginator: Sequence {
    func makeIterator() -> AnyIterator<Page<T>> {
        var n = 0
        return AnyIterator {
            n += 1
            return self.page(n)
        }
    }
}

let messages = (1...11).map { "msg\($0)" }
let p = Paginator(source: messages, pageSize: 4)
for page in p {
    print(page.footer, page.items, page.hasPrevious ? "<" : " ", page.hasNext ? ">" : " ")
}
print(p.page(0) == nil, p.page(4) == nil)
let lengths = p.map { $0.count }
print(lengths.page(3)?.items ?? [])
let empty = Paginator<Int>(source: [], pageSize: 10)
print(empty.totalPages, empty.page(1)?.items.count ?? -1, empty.page(1)?.footer ?? "")
print(p.reduce(0) { $0 + $1.items.count })
let ranges = Paginator(source: Array(0..<7), pageSize: 3).map { "#\($0)" }
print(ranges.compactMap { $0.items.last })
