struct Page<T> {
    let items: [T]
    let pageNumber: Int
    let hasMore: Bool
}

enum FetchError: Error {
    case timeout(page: Int)
}

struct FakeAPI {
    let allItems: [String]
    let pageSize: Int
    var failingPages: Set<Int> = []

    func fetch(page: Int) throws -> Page<String> {
        if failingPages.contains(page) { throw FetchError.timeout(page: page) }
        let start = page * pageSize
        let end = min(start + pageSize, allItems.count)
        let slice = start < end ? Array(allItems[start..<end]) : []
        return Page(items: slice, pageNumber: page, hasMore: end < allItems.count)
    }
}

final class ListViewModel {
    private let api: FakeAPI
    private(set) var items: [String] = []
    private(set) var nextPage = 0
    private(set) var canLoadMore = true
    private(set) var errorMessage: String?
    private var isLoading = false

    init(api: FakeAPI) { self.api = api }

    var footerText: String {
        if let error = errorMessage { return "⚠︎ \(error)" }
        return canLoadMore ? "Load more…" : "End of list (\(items.count) items)"
    }

    func loadNextPage() {
        guard canLoadMore, !isLoading else {
            print("  skip load")
            return
        }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try api.fetch(page: nextPage)
            items += page.items
            canLoadMore = page.hasMore
            nextPage += 1
            errorMessage = nil
        } catch FetchError.timeout(let page) {
            errorMessage = "Page \(page) timed out"
        } catch {
            errorMessage = "Unknown"
        }
    }

    func refresh() {
        items = []
        nextPage = 0
        canLoadMore = true
        errorMessage = nil
        loadNextPage()
    }
}

let names = (1...11).map { "Item \($0)" }
var api = FakeAPI(allItems: names, pageSize: 4)
api.failingPages = [1]
let vm = ListViewModel(api: api)
for attempt in 1...4 {
    vm.loadNextPage()
    print("after load \(attempt): \(vm.items.count) items, footer: \(vm.footerText)")
}
print(vm.items.suffix(3))
let ok = ListViewModel(api: FakeAPI(allItems: names, pageSize: 4))
for _ in 0..<4 { ok.loadNextPage() }
print(ok.footerText, ok.nextPage)
ok.refresh()
print(ok.items, ok.footerText)
