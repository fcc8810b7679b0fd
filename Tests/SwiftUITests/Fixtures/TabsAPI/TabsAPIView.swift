import SwiftUI

/// iOS 18's `Tab` API: titles from the title, a label view or the search
/// role, and the tab `TabView(selection:)` names shown first.
struct TabsAPIView: View {
    @State private var selection = 1

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 0) {
                Text("Welcome home")
            }
            TabSection("Library") {
                Tab(value: 1) {
                    Text("Your books")
                } label: {
                    Label("Books", systemImage: "book")
                }
            }
            Tab(value: 2, role: .search) {
                Text("Find anything")
            }
        }
    }
}

#Preview("TabsAPI") {
    TabsAPIView()
}
