import Foundation
import SwiftEval
import SwiftParser
import Testing

/// A model that subscribes in its initializer to a `@Published` property
/// (Combine is not on Linux, so these are checked here rather than against
/// the compiler): the subscriber receives the current value at once, through
/// operators that keep it (`receive(on:)`), change it (`map`) or drop it
/// (`dropFirst()`); work sent to the main queue runs once the evaluation is
/// done, as it has by the time the app's screen is read.
@Suite struct SessionCombineTests {
    static let source = """
        import Foundation
        import Combine
        import Player

        final class Store: ObservableObject {
            static let shared = Store()
            @Published var items: [String] = ["a", "b"]
            @Published var playing = false
        }

        final class Counts: ObservableObject {
            @Published var total = 0
            @Published var shown = 1
            @Published var show = false
            @Published var label = ""
            @Published var later = "sent"
            private var cancellables: Set<AnyCancellable> = []

            init() {
                Store.shared.$items
                    .receive(on: DispatchQueue.global())
                    .sink { [weak self] items in self?.set(items.count) }
                    .store(in: &cancellables)
                Store.shared.$playing.sink { [weak self] in
                    if $0 && self?.show == false { self?.show = true }
                }.store(in: &cancellables)
                Store.shared.$items.map { $0.joined(separator: "+") }.assign(to: \\.label, on: self)
                    .store(in: &cancellables)
                Store.shared.$items.dropFirst().sink { [weak self] _ in self?.later = "dropped" }
                    .store(in: &cancellables)
            }

            private func set(_ count: Int) {
                DispatchQueue.main.async { self.total = count }
                shown = total
            }
        }

        final class Listener: ObservableObject {
            @Published var playing = false
            @Published var title = "Player"
            var cancellable: AnyCancellable?
            init(player: MusicPlayer) {
                cancellable = player.$isPlaying.sink { [weak self] in
                    if $0 { self?.playing = true }
                }
            }
        }
        final class Pending: ObservableObject {
            @Published var count = 0
            @Published var title = "Pending"
            init(player: MusicPlayer) {
                DispatchQueue.main.async { [weak self] in
                    if player.isReady { self?.count = 1 }
                }
            }
        }
        let a = Counts()
        let h = Pending(player: .shared)
        let f = Listener(player: .shared).playing
        let g = Listener(player: .shared).title

        """

    static func value(_ expression: String) -> Value? {
        let session = SwiftSession(files: [(Parser.parse(source: source), "Counts.swift")])
        guard let range = source.range(of: "= " + expression) else { return nil }
        let offset = source.utf8.distance(from: source.startIndex, to: range.lowerBound) + 2
        return session.evaluate(
            file: 0, offset: offset, length: expression.utf8.count, locals: [:], selfValue: nil, typeContext: nil)
    }

    /// The model made by `Counts()`, its fields by name.
    static func counts() -> [String: Value] {
        guard case .object(let object)? = value("Counts()") else { return [:] }
        return Dictionary(object.fields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aSubscriberReceivesThePublishedValueAtOnceAndTheMainQueueRunsAfter() {
        let fields = Self.counts()
        guard case .int(let total)? = fields["total"], case .int(let shown)? = fields["shown"] else {
            Issue.record("total and shown should be known: \(fields)")
            return
        }
        // The main queue ran once `Counts()` was made; `shown = total` ran before it.
        #expect(total == 2)
        #expect(shown == 0)
    }

    @Test func operatorsKeepChangeOrDropTheCurrentValue() {
        let fields = Self.counts()
        guard case .bool(let show)? = fields["show"], case .string(let label)? = fields["label"],
            case .string(let later)? = fields["later"]
        else {
            Issue.record("show, label and later should be known: \(fields)")
            return
        }
        #expect(show == false)
        #expect(label == "a+b")
        #expect(later == "sent")
    }

    @Test func aPublisherOfAPackageNotInTheSourcesLeavesOnlyWhatItsClosureSetsUnknown() {
        guard case .unknown(let why)? = Self.value("Listener(player: .shared).playing") else {
            Issue.record("playing should be unknown")
            return
        }
        #expect(why.detail.hasPrefix("playing, set after the initializer stopped"))
        // `self?.playing` names one property: the title the closure does not touch is kept.
        guard case .string(let title)? = Self.value("Listener(player: .shared).title") else {
            Issue.record("title should be known")
            return
        }
        #expect(title == "Player")
    }

    @Test func workSentToTheMainQueueThatStopsLeavesWhatItMaySetUnknown() {
        guard case .object(let object)? = Self.value("Pending(player: .shared)") else {
            Issue.record("Pending(player:) should be made")
            return
        }
        guard case .unknown(let why)? = object["count"] else {
            Issue.record("count should be unknown: \(String(describing: object["count"]))")
            return
        }
        #expect(why.detail.hasPrefix("count, set by work sent to the main queue that stopped"))
        guard case .string(let title)? = object["title"] else {
            Issue.record("title should be kept")
            return
        }
        #expect(title == "Pending")
    }
}
