import SwiftUI

// A model's method that returns views builds them (`model.phase.view()`);
// a view the sources do not define still names the control it labels.
enum Phase {
    case go, pause

    func view() -> some View {
        switch self {
        case .go: return Text("Go")
        case .pause: return Text("Pause")
        }
    }
}

final class PhaseModel: ObservableObject {
    @Published var phase: Phase = .go
}

struct PhaseView: View {
    @ObservedObject var model: PhaseModel
    /// From another module: whether it is empty is not known.
    let feed: NewsFeed

    var body: some View {
        VStack {
            Button(action: {}, label: { model.phase.view() })
            Button(action: {}, label: { ExternalBadge() })
            // The branch shown is a guess, and it shows no words: the button says the condition.
            Button(action: {}) {
                if feed.isEmpty {
                    ProgressView()
                } else {
                    Text("News")
                }
            }
        }
    }
}

#Preview {
    PhaseView(model: PhaseModel(), feed: .shared)
}
