import SwiftUI

/// SwiftUI cases that feed the audit's UIKit-era rules: a tap gesture
/// without the button trait (button-trait), a fixed-size font next to a
/// text style (dynamic-type).
struct TapAndFontsView: View {
    var body: some View {
        VStack {
            Text("Offers")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            Text("Show more")
                .onTapGesture {}
            Text("Hide")
                .onTapGesture {}
                .accessibilityAddTraits(.isButton)
            Text("Terms apply")
                .font(.system(size: 11))
        }
    }
}

#Preview {
    TapAndFontsView()
}
