import SwiftUI

/// A store made once per launch: every preview reads its own.
final class Pantry {
    static let shared = Pantry(owner: "Sam")
    let owner: String
    var items: [String] = ["Flour", "Sugar"]

    init(owner: String) {
        self.owner = owner
    }
}

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup {
            PantryView()
        }
    }
}

struct PantryView: View {
    @State private var showsAdd = false

    var body: some View {
        NavigationStack {
            List(Pantry.shared.items, id: \.self) { item in
                NavigationLink(item) {
                    Text("\(item) of \(Pantry.shared.owner)")
                }
            }
            .toolbar {
                Button("Add") { showsAdd = true }
            }
            .sheet(isPresented: $showsAdd) {
                Text("New item")
            }
            .navigationTitle("Pantry")
        }
    }
}

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add one") { count += 1 }
            Image(systemName: "plus")
                .onTapGesture { count += 1 }
        }
    }
}

#Preview("Pantry") {
    PantryView()
}

#Preview("Counter") {
    CounterView()
}

#Preview("Another counter") {
    CounterView()
}

#Preview("Owner") {
    Text(Pantry.shared.owner)
}
