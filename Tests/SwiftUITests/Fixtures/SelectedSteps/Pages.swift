import SwiftUI

/// A page: its content, then a button to the next page.
struct Card<Content: View>: View {
    @Environment(FlowPath.self) private var path
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack {
            content()
            Button("Continue") { path.next() }
        }
    }
}

struct SettingsCard: View {
    @Binding var remember: Bool

    var body: some View {
        Card {
            Text("Settings")
            Toggle("Remember me", isOn: $remember)
        }
    }
}

/// Starts at the first `Card<Text>` (skipping the plain title page).
struct TypeStartView: View {
    @State private var path = FlowPath()
    @State private var remember = true

    var body: some View {
        Flow(path: path, start: .pageType(Card<Text>.self)) {
            Text("Title page")
            Card {
                Text("Welcome")
            }
            SettingsCard(remember: $remember)
            if !remember {
                Card {
                    Text("Sign in each time")
                }
            }
            Card {
                Text("Choices")
                Button("Skip to the end") { path.go(to: .tag("end")) }
            }
            Card {
                Text("Details")
            }
            Card {
                Text("The end")
            }
            .pageTag("end")
        }
    }
}

/// Starts at the page tagged "middle".
struct TagStartView: View {
    var body: some View {
        Flow(start: .tag("middle")) {
            Card { Text("One") }
            Card { Text("Two") }.pageTag("middle")
            Card { Text("Three") }
        }
    }
}
