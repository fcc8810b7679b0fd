import SwiftUI

/// Two buttons whose code changes state no view shows until "Show" is
/// activated: each evaluation names their code anew and nothing else.
struct TallyView: View {
    @State private var taps = 0
    @State private var shown: Int?

    var body: some View {
        VStack {
            Text("Tally")
            Button("Tap") { taps += 1 }
            Button("Show") { shown = taps }
            if let shown {
                Text("Tapped \(shown) times")
            }
        }
    }
}
