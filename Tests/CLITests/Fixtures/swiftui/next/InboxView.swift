import SwiftUI

/// The next version of ../InboxView.swift: an Archive row after Drafts.
struct InboxView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Drafts") { Text("No drafts") }
                NavigationLink("Archive") { Text("Nothing archived") }
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
