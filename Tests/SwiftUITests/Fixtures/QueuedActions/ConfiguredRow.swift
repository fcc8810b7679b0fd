import SwiftUI

enum RowPhase {
    case ready
    case waiting
}

/// A button that marks itself waiting, then hands its action to a task
/// that a `.task` loop runs; the task makes it ready again when done.
struct SignalButton<Label: View>: View {
    private enum Signal {
        case perform(() async -> Void)
    }

    private let action: () async -> Void
    private let label: Label
    @State private var signals = AsyncStream.makeStream(of: Signal.self)
    @State private var phase: RowPhase = .ready

    init(action: @escaping () async -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    var body: some View {
        Button(action: press) { label }
            .disabled(phase != .ready)
            .task {
                for await signal in signals.stream {
                    switch signal {
                    case .perform(let work):
                        await work()
                        phase = .ready
                    }
                }
            }
    }

    private func press() {
        guard phase == .ready else { return }
        phase = .waiting
        signals.continuation.yield(.perform(action))
    }
}

/// A row whose title and action are kept in a private configuration value
/// made by a convenience initializer.
struct ConfiguredRow: View {
    private struct Configuration {
        let title: Text
        let action: () async -> Void
    }

    private let configuration: Configuration

    init(@ViewBuilder title: () -> Text, action: @escaping () async -> Void) {
        self.init(configuration: .init(title: title(), action: action))
    }

    private init(configuration: Configuration) {
        self.configuration = configuration
    }

    var body: some View {
        SignalButton(action: configuration.action) {
            configuration.title
        }
    }
}

struct ConfiguredRowView: View {
    @State private var visits = 0

    var body: some View {
        VStack {
            Text("Visited \(visits) times")
            ConfiguredRow {
                Text("Visit")
            } action: {
                visits += 1
            }
        }
    }
}
