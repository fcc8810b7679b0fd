import SwiftUI

/// How a job ended, told to the screen that started it.
enum JobState: Equatable {
    case ready
    case busy
    case failed(String)
}

/// A button whose taps go through a stream to a task that runs them one at
/// a time, racing a short timer against the work: when the work takes
/// longer, the button says it is busy until the work is done.
struct QueuedButton<Label: View>: View {
    private enum Outcome {
        case timerFired
        case finished(String?)
    }

    private let work: () async throws -> Void
    private let label: Label
    @Binding private var state: JobState
    @State private var queue = AsyncStream.makeStream(of: Int.self)
    @State private var showsBusy = false
    @State private var taps = 0

    init(state: Binding<JobState>, work: @escaping () async throws -> Void, @ViewBuilder label: () -> Label) {
        _state = state
        self.work = work
        self.label = label()
    }

    var body: some View {
        Button(action: enqueue) {
            if showsBusy {
                Text("Working")
            } else {
                label
            }
        }
        .disabled(state == .busy)
        .task {
            for await number in queue.stream {
                await perform(number)
            }
        }
    }

    private func enqueue() {
        taps += 1
        queue.continuation.yield(taps)
    }

    private func perform(_ number: Int) async {
        state = .busy
        defer { showsBusy = false }
        let outcome = await withTaskGroup(of: Outcome.self) { group in
            group.addTask {
                try? await Task.sleep(for: .milliseconds(200))
                return .timerFired
            }
            group.addTask {
                do {
                    try await work()
                    return .finished(nil)
                } catch {
                    return .finished("\(error)")
                }
            }
            var result: String?
            while let next = await group.next() {
                switch next {
                case .timerFired:
                    if !Task.isCancelled { withAnimation { showsBusy = true } }
                case .finished(let failure):
                    result = failure
                    group.cancelAll()
                }
            }
            return result
        }
        if let outcome {
            state = .failed(outcome)
        } else {
            state = .ready
        }
    }
}

struct Broken: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
}

struct QueuedActionsView: View {
    @State private var saveState = JobState.ready
    @State private var exportState = JobState.ready
    @State private var saved = 0

    var body: some View {
        List {
            Section {
                QueuedButton(state: $saveState) {
                    try await Task.sleep(for: .seconds(1))
                    saved += 1
                } label: {
                    Text("Save")
                }
                Text("Saved \(saved) times")
            }
            Section {
                QueuedButton(state: $exportState) {
                    throw Broken()
                } label: {
                    Text("Export")
                }
                if case .failed(let reason) = exportState {
                    Text("Export failed: \(reason)")
                }
            }
        }
    }
}

/// A button whose label changes while a line comes in above it: the same
/// button, which VoiceOver keeps focused.
struct CheckInView: View {
    @State private var checkedIn = false

    var body: some View {
        VStack {
            if checkedIn {
                Text("Welcome back")
            }
            Button(checkedIn ? "Check out" : "Check in") { checkedIn.toggle() }
        }
    }
}

/// A `.task` that listens to a stream until it is closed, then says so:
/// what follows the `for await` waits for the stream's end.
struct FeedView: View {
    @State private var feed = AsyncStream.makeStream(of: String.self)
    @State private var lines: [String] = []
    @State private var status = "Listening"

    var body: some View {
        VStack {
            Text(status)
            ForEach(lines, id: \.self) { line in
                Text(line)
            }
            Button("Send") { feed.continuation.yield("Line \(lines.count + 1)") }
            Button("Close") { feed.continuation.finish() }
        }
        .task {
            for await line in feed.stream {
                lines.append(line)
            }
            status = "Closed"
        }
    }
}
