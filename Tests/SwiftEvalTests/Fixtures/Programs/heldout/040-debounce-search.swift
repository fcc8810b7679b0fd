final class VirtualClock {
    private(set) var now = 0
    private var scheduled: [(time: Int, seq: Int, action: () -> Void)] = []
    private var seq = 0

    func schedule(after delay: Int, _ action: @escaping () -> Void) -> Int {
        seq += 1
        scheduled.append((now + delay, seq, action))
        return seq
    }

    func cancel(_ id: Int) { scheduled.removeAll { $0.seq == id } }

    func advance(to time: Int) {
        while let next = scheduled.filter({ $0.time <= time }).min(by: { ($0.time, $0.seq) < ($1.time, $1.seq) }) {
            scheduled.removeAll { $0.seq == next.seq }
            now = next.time
            next.action()
        }
        now = time
    }
}

final class SearchViewModel {
    private let clock: VirtualClock
    private var pending: Int?
    private(set) var requests: [String] = []
    var results: [String] = []
    let catalog = ["swift", "swiftui", "switch", "sweater", "kotlin", "swimming"]

    init(clock: VirtualClock) { self.clock = clock }

    func textChanged(_ text: String) {
        if let pending { clock.cancel(pending) }
        pending = clock.schedule(after: 300) { [weak self] in
            guard let self else { return }
            self.requests.append(text)
            self.results = self.catalog.filter { $0.hasPrefix(text) }.sorted()
            print("t=\(self.clock.now) search '\(text)' -> \(self.results)")
        }
    }
}

let clock = VirtualClock()
let vm = SearchViewModel(clock: clock)
let keystrokes: [(Int, String)] = [(0, "s"), (100, "sw"), (250, "swi"), (900, "swif"), (1000, "swift"), (1250, "swi"), (2000, "k")]
for (time, text) in keystrokes {
    clock.advance(to: time)
    vm.textChanged(text)
}
clock.advance(to: 5000)
print("Requests sent: \(vm.requests.count) of \(keystrokes.count) keystrokes")
print("Queries: \(vm.requests.joined(separator: ", "))")
