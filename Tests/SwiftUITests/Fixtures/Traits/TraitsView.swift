import SwiftUI

// Reference §4 and the silent rows of §3.1: trait words, a custom tab bar,
// a modal overlay, and modifiers VoiceOver does not speak.
struct TraitsView: View {
    @Namespace private var namespace

    var body: some View {
        VStack {
                Text("Search").accessibilityAddTraits(.isSearchField)
                Text("Chime").accessibilityAddTraits([.playsSound, .isKeyboardKey, .isSummaryElement, .updatesFrequently])
                Text("Canvas").accessibilityDirectTouch()
                Text("Apple").accessibilityAddTraits(.isLink)
                Text("Photo").accessibilityAddTraits(.isImage)
                Text("Opt in").accessibilityAddTraits([.isButton, .isToggle]).accessibilityValue("On")
                Text("Title").accessibilityAddTraits(.isHeader).accessibilityHeading(.h1)
                Text("Mail")
                    .accessibilityInputLabels(["Email", "Inbox"])
                    .accessibilityShowsLargeContentViewer()
                    .accessibilityRespondsToUserInteraction(true)
                    .accessibilityLinkedGroup(id: "mail", in: namespace)
                    .accessibilityLabeledPair(role: .label, id: "mail", in: namespace)
                    .speechSpellsOutCharacters()
                HStack {
                    Text("Home").accessibilityAddTraits(.isSelected)
                    Text("Search")
                    Text("Profile")
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
        }
    }
}

struct ModalOverlay: View {
    var body: some View {
        ZStack {
            Text("Behind")
            VStack {
                Text("Rate this app?")
                Button("Later") {}
            }
            .accessibilityAddTraits(.isModal)
        }
    }
}
