import Foundation

struct Post: CustomStringConvertible {
    let id: Int
    let title: String
    var description: String { "#\(id) \(title)" }
}

enum FeedState: Equatable {
    case idle
    case loading(page: Int)
    case loaded(count: Int, hasMore: Bool)
    case failed(String)
}

enum FeedError: Error { case offline, badPage(Int) }

struct FakeBackend {
    let all: [Post]
    var failOnPage: Int? = nil
    func fetch(page: Int, size: Int) throws -> [Post] {
        if page == failOnPage { throw FeedError.offline }
        guard page >= 0 else { throw FeedError.badPage(page) }
        return Array(all.dropFirst(page * size).prefix(size))
    }
}

final class FeedViewModel {
    private(set) var posts: [Post] = []
    private(set) var state: FeedState = .idle {
        didSet { print("  state: \(oldValue) -> \(state)") }
    }
    private var nextPage = 0
    private let pageSize: Int
    var backend: FakeBackend

    init(backend: FakeBackend, pageSize: Int) {
        self.backend = backend
        self.pageSize = pageSize
    }

    var canLoadMore: Bool {
        if case .loaded(_, let more) = state { return more }
        if case .idle = state { return true }
        return false
    }

    func loadNextPage() {
        guard canLoadMore || { if case .failed = state { return true }; return false }() else {
            print("  skip: nothing more to load")
            return
        }
        state = .loading(page: nextPage)
        do {
            let page = try backend.fetch(page: nextPage, size: pageSize)
            posts.append(contentsOf: page)
            nextPage += 1
            state = .loaded(count: posts.count, hasMore: page.count == pageSize)
        } catch FeedError.offline {
            state = .failed("You appear to be offline")
        } catch {
            state = .failed("Unexpected: \(error)")
        }
    }

    func refresh() {
        posts.removeAll()
        nextPage = 0
        state = .idle
        loadNextPage()
    }
}

let titles = ["Hello", "Swift tips", "Release notes", "Design review", "Weekly recap", "Offsite", "Hiring", "Q&A"]
let all = titles.enumerated().map { Post(id: $0.offset + 1, title: $0.element) }
let vm = FeedViewModel(backend: FakeBackend(all: all, failOnPage: 1), pageSize: 3)

print("Load 1"); vm.loadNextPage()
print("Load 2"); vm.loadNextPage()
vm.backend.failOnPage = nil
print("Retry"); vm.loadNextPage()
print("Load 3"); vm.loadNextPage()
print("Load 4"); vm.loadNextPage()
print("Posts: \(vm.posts)")
print("Last two: \(vm.posts.suffix(2).map(\.title))")
print("Refresh"); vm.refresh()
print("After refresh: \(vm.posts.count) posts, canLoadMore=\(vm.canLoadMore)")
