import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            InboxView()
        }
    }
}

// Reference §2.2: a navigation title is the bar's heading; rows push.
struct InboxView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Drafts") { Text("No drafts") }
                NavigationLink {
                    Text("Sent mail")
                } label: {
                    Label("Sent", systemImage: "paperplane")
                }
            }
            .navigationTitle("Inbox")
        }
    }
}
