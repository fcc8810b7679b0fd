import Combine
import Foundation

final class Library: ObservableObject {
    static let shared = Library()
    @Published var books: [String] = ["Dune", "Emma"]
    @Published var playing = false
}

/// Counts that a subscription sets: the current books arrive at once, the
/// totals through the main queue.
final class ShelfModel: ObservableObject {
    @Published var total = 0
    @Published var read = 0
    @Published var showPlayer = false
    private var cancellables: Set<AnyCancellable> = []

    init() {
        Library.shared.$books
            .receive(on: DispatchQueue.global())
            .sink { [weak self] books in self?.set(total: books.count, read: 1) }
            .store(in: &cancellables)
        Library.shared.$playing
            .sink { [weak self] playing in
                if playing { self?.showPlayer = true }
            }
            .store(in: &cancellables)
    }

    private func set(total: Int, read: Int) {
        DispatchQueue.main.async {
            self.total = total
            self.read = read
        }
    }
}
