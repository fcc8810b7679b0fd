import SwiftUI

/// Live-run fixture: a toggle that reveals a row, a link that pushes, a
/// sheet with its own stack closed from inside, and an alert whose buttons
/// change state.
struct InboxView: View {
    @State private var showsArchived = false
    @State private var composing = false
    @State private var confirmingDelete = false
    @State private var deleted = 0

    var body: some View {
        NavigationStack {
            List {
                Toggle("Show archived", isOn: $showsArchived)
                if showsArchived {
                    Text("3 archived messages")
                }
                NavigationLink("Settings") {
                    SettingsView()
                }
                Button("Compose") { composing = true }
                Button("Delete all") { confirmingDelete = true }
                Text("Deleted: \(deleted)")
            }
            .navigationTitle("Inbox")
            .sheet(isPresented: $composing) {
                ComposeView()
            }
            .alert("Delete all messages?", isPresented: $confirmingDelete) {
                Button("Delete", role: .destructive) { deleted += 1 }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }
}

struct SettingsView: View {
    @AppStorage("visits") private var visits = 0

    var body: some View {
        VStack {
            Text("Notifications")
            Text("Visits: \(visits)")
        }
        .navigationTitle("Settings")
        .onAppear { visits += 1 }
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("To:")
                .navigationTitle("New Message")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                }
        }
    }
}
