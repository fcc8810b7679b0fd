import SwiftUI

/// SwiftUI defaults the audit does not count against the app: a Link's two
/// traits, the search field's placeholder, an icon button named by its label.
struct DefaultsView: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Link("Apple", destination: URL(string: "https://apple.com")!)
                Button {
                } label: {
                    Image(systemName: "xmark.circle.fill")
                }
                .accessibilityLabel("Close")
            }
            .navigationTitle("Defaults")
            .searchable(text: $query)
        }
    }
}

#Preview {
    DefaultsView()
}
