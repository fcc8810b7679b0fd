import SwiftUI

struct ShelfRow: View {
    @StateObject private var model = ShelfModel()

    var body: some View {
        Text("\(model.read) of \(model.total) read")
    }
}

struct PlayerBar: View {
    var body: some View {
        Button("Now Playing") {}
    }
}

/// A tab bar with a player bar drawn over it.
struct ShelfTabs: View {
    @StateObject private var model = ShelfModel()

    var body: some View {
        ZStack(alignment: .bottom) {
            TabView {
                ShelfRow()
                    .tabItem { Label("Shelf", systemImage: "books.vertical") }
                Text("Settings")
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
            PlayerBar()
        }
    }
}
