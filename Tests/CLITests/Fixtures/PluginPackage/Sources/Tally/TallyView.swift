import SwiftUI

/// A tally with a title, its count and two buttons; the reset button shows
/// only a decorative image, so VoiceOver says "Button." and nothing else.
struct TallyView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Tally").font(.title).accessibilityAddTraits(.isHeader)
            Text("\(count) taps")
            Button("Add one") { count += 1 }
            Button { count = 0 } label: { Image(decorative: "reset") }
        }
    }
}

#Preview { TallyView() }
