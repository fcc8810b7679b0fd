import SwiftUI

// Reference §2.1: transparent stacks and groups (a modifier on a Group
// reaches each child), a scroll view keeping every child, a ZStack hiding
// nothing, and a multiple-selection List whose chosen rows say Selected.
struct Fruit: Identifiable {
    let id: String
    let name: String
}

struct ContainersView: View {
    @State private var chosen: Set<String> = ["pear"]
    private let fruits = [Fruit(id: "apple", name: "Apple"), Fruit(id: "pear", name: "Pear")]

    var body: some View {
        VStack {
            Group {
                Text("Hidden one")
                Text("Hidden two")
            }
            .accessibilityHidden(true)
            ScrollView {
                LazyVStack {
                    ForEach(1...3, id: \.self) { index in
                        Text("Item \(index)")
                    }
                }
            }
            ZStack {
                Text("Under")
                Color.black.opacity(0.3)
            }
            List(selection: $chosen) {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                }
            }
        }
    }
}
