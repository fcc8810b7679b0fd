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

/// Two steppers (each with its own Decrement and Increment) and a page
/// indicator, which names itself by its value.
struct TicketsView: View {
    @State private var adults = 1
    @State private var children = 0

    var body: some View {
        VStack {
            Text("Tickets")
                .accessibilityAddTraits(.isHeader)
            Stepper("Adults: \(adults)", value: $adults)
            Stepper("Children: \(children)", value: $children)
            TabView {
                Text("One")
                Text("Two")
            }
            .tabViewStyle(.page)
        }
    }
}

#Preview("Tickets") {
    TicketsView()
}
