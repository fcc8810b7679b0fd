import SwiftUI

/// A short text button: a11ysim estimates its width from its two
/// characters, so the target-size finding is one to review.
struct SmallButtonView: View {
    var body: some View {
        VStack {
            Text("Ready when you are")
                .accessibilityAddTraits(.isHeader)
            Button("Go") {}
        }
    }
}

#Preview {
    SmallButtonView()
}
