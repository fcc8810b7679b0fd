import SwiftUI

// A TabView of pages is no tab bar: the page shown, then its page
// indicator (a page control); `.never` shows no indicator.
struct PagesView: View {
    @State private var page = 2

    var body: some View {
        VStack {
            TabView(selection: $page) {
                Text("Welcome").tag(1)
                Text("Take a tour").tag(2)
                Text("Start").tag(3)
            }
            .tabViewStyle(.page)
            TabView {
                Text("Photo one")
                Text("Photo two")
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
        }
    }
}

#Preview {
    PagesView()
}
