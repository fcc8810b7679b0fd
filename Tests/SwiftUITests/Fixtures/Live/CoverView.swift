import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

/// Live-run fixture: a full-screen cover escape cannot close, a sheet shown
/// for an item, and a confirmation dialog.
struct CoverView: View {
    @State private var showsTour = false
    @State private var selected: Photo?
    @State private var confirming = false
    @State private var status = "Ready"

    var body: some View {
        VStack {
            Button("Take the tour") { showsTour = true }
            Button("Open photo") { selected = Photo(id: 7, caption: "Beach at dawn") }
            Button("Share") { confirming = true }
            Text(status)
            Button("Refresh") {
                status = "Refreshed"
                UIAccessibility.post(notification: .layoutChanged, argument: "List refreshed")
            }
        }
        .fullScreenCover(isPresented: $showsTour) {
            VStack {
                Text("Welcome to the tour")
                Button("Close tour") { showsTour = false }
            }
        }
        .sheet(item: $selected) { photo in
            Text(photo.caption)
        }
        .confirmationDialog("Share photo", isPresented: $confirming) {
            Button("Copy link") { status = "Link copied" }
            Button("Delete", role: .destructive) { status = "Deleted" }
        }
    }
}
