import Observation
import SwiftUI

/// A screen's key in a walk: its page's generic type, how it is named, and
/// where it is written (an unsigned number).
struct StepKey: Hashable {
    enum Kind: Equatable {
        case plain
        case named(any Hashable)

        static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case (.plain, .plain): true
            case let (.named(a), .named(b)): a.sameValue(as: b)
            default: false
            }
        }
    }

    let kind: Kind
    let page: any View.Type
    let line: UInt

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.page == rhs.page && lhs.line == rhs.line
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(page))
        hasher.combine(line)
    }
}

extension Equatable {
    func sameValue(as other: any Equatable) -> Bool {
        guard let other = other as? Self else { return false }
        return other == self
    }
}

struct Card<Content: View>: View {
    let content: Content

    var body: some View { content }
}

@Observable final class Walk {
    var path: [StepKey] = []
    var ticks = 0
    let titles: [StepKey: String] = [
        StepKey(kind: .plain, page: Card<Text>.self, line: 1): "First page",
        StepKey(kind: .named("b"), page: Card<Image>.self, line: 2): "Second page",
    ]
}

/// A walk whose pushed keys are looked up in a dictionary at every reading;
/// "Tick" reads the screen again without changing the path.
struct LongRunView: View {
    @State private var walk = Walk()

    var body: some View {
        NavigationStack(path: $walk.path) {
            VStack {
                Text("Ticks \(walk.ticks) \(walk.path.count)")
                Button("Tick") { walk.ticks += 1 }
                Button("Start") { walk.path.append(StepKey(kind: .named("b"), page: Card<Image>.self, line: 2)) }
            }
            .navigationDestination(for: StepKey.self) { key in
                VStack {
                    Text(walk.titles[key] ?? "Unknown step")
                    Text("Ticks \(walk.ticks)")
                    Button("Tick") { walk.ticks += 1 }
                }
            }
        }
    }
}
