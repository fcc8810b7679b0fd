import SwiftUI

@main
struct TabsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                Text("Home screen")
                    .tabItem { Label("Home", systemImage: "house") }
                NavigationStack {
                    Text("No messages")
                        .navigationTitle("Messages")
                }
                .tabItem { Label("Messages", systemImage: "message") }
                Text("Nothing saved")
                    .tabItem {
                        // A local in a view builder: the label and the accessibility label share it.
                        let savedText = Text("Saved")
                        Label {
                            savedText
                        } icon: {
                            Image(systemName: "bookmark")
                        }
                        .accessibilityLabel(savedText)
                    }
            }
        }
    }
}
