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
            }
        }
    }
}
