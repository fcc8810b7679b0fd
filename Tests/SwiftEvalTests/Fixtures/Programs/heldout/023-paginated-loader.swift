struct Page<Item> {
    let items: [Item]
    let nextCursor: Int?
}

enum LoadError: Error { case offline, serverError(code: Int) }

final class PagedLoader<Item> {
    typealias Fetch = (_ cursor: Int, _ completion: (Result<Page<Item>, LoadError>) -> Void) -> Void
    private let fetch: Fetch
    private(set) var items: [Item] = []
    private var cursor: Int? = 0
    private(set) var isLoading = false
    var log: [String] = []

    init(fetch: @escaping Fetch) { self.fetch = fetch }

    var hasMore: Bool { cursor != nil }

    func loadNext() {
        guard let c = cursor, !isLoading else { log.append("skip"); return }
        isLoading = true
        defer { isLoading = false }
        fetch(c) { result in
            switch result {
            case .success(let page):
                items += page.items
                cursor = page.nextCursor
                log.append("loaded \(page.items.count) (cursor \(c) -> \(page.nextCursor.map(String.init) ?? "end"))")
            case .failure(.serverError(let code)) where code >= 500:
                log.append("server error \(code), will retry")
            case .failure(let error):
                log.append("failed: \(error)")
            }
        }
    }
}

let allNames = (1...11).map { "Item \($0)" }
var calls = 0
let loader = PagedLoader<String> { cursor, completion in
    calls += 1
    if calls == 2 { completion(.failure(.serverError(code: 503))); return }
    if calls == 4 { completion(.failure(.offline)); return }
    let end = min(cursor + 4, allNames.count)
    let next = end < allNames.count ? end : nil
    completion(.success(Page(items: Array(allNames[cursor..<end]), nextCursor: next)))
}

while loader.hasMore && calls < 10 { loader.loadNext() }
loader.loadNext()
loader.log.forEach { print($0) }
print("Total items: \(loader.items.count), calls: \(calls)")
print("Last: \(loader.items.last ?? "-")")
