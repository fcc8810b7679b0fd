import SwiftUI

/// The inbox screen the diff tests compare with a capture of the running
/// app (capture-inbox-renamed.txt, where one row says "Outbox").
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
