import SwiftUI

// Reference §3 and §4: accessibility modifiers and traits.
struct ModifiersView: View {
    var body: some View {
        VStack {
            Text("Settings").accessibilityAddTraits(.isHeader)
            Text("Profile").accessibilityHeading(.h2)
            HStack {
                Image(systemName: "person.circle.fill")
                Text("John Doe")
                Text("Online")
            }
            .accessibilityElement(children: .combine)
            VStack {
                Text("Progress")
                Text("75%")
            }
            .accessibilityElement(children: .combine)
            .accessibilityValue("75 percent complete")
            HStack {
                Text("Rating")
            }
            .accessibilityElement()
            .accessibilityLabel("Rating: 3 of 5")
            VStack {
                Text("Now Playing")
                Button("Play") {}
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Mini player")
            Text("Secret").accessibilityHidden(true)
            Text("Tap me")
                .accessibilityLabel("Continue")
                .accessibilityHint("Goes to the next step")
                .accessibilityIdentifier("continueText")
            Button("Not a button") {}.accessibilityRemoveTraits(.isButton)
            Text("Selected item").accessibility(addTraits: .isSelected)
        }
    }
}

#Preview {
    ModifiersView()
}
