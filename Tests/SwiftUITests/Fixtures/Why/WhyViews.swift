import SwiftUI

/// `ForEach` over tuples: the closure takes each tuple apart.
struct TupleSectionsView: View {
    let sections: [(String, [String])] = [("Fruit", ["Apple", "Pear"]), ("Greens", ["Kale"])]
    var body: some View {
        List {
            ForEach(sections, id: \.0) { title, rows in
                Section(title) {
                    ForEach(rows, id: \.self) { row in Text(row) }
                }
            }
        }
    }
}

/// `$0` in a row closure.
struct AnonymousRowsView: View {
    var body: some View {
        VStack {
            ForEach(["Alpha", "Beta"], id: \.self) { Text($0) }
        }
    }
}

/// A trait added on a condition.
struct SelectedTraitView: View {
    @State private var selected = "Beta"
    var body: some View {
        VStack {
            ForEach(["Alpha", "Beta"], id: \.self) { name in
                Text(name).accessibilityAddTraits(name == selected ? .isSelected : [])
            }
        }
    }
}

struct Produce: Identifiable {
    let id: Int
    let name: String
    let kind: String
}

/// A list grouped with `Dictionary(grouping:by:)` and sorted with a closure.
struct GroupedListView: View {
    let items = [
        Produce(id: 1, name: "Pear", kind: "Fruit"), Produce(id: 2, name: "Apple", kind: "Fruit"),
        Produce(id: 3, name: "Kale", kind: "Greens"),
    ]
    var grouped: [String: [Produce]] { Dictionary(grouping: items, by: { $0.kind }) }
    var body: some View {
        List {
            ForEach(grouped.keys.sorted(), id: \.self) { kind in
                Section(kind) {
                    ForEach(grouped[kind]!.sorted { $0.name < $1.name }) { item in Text(item.name) }
                }
            }
        }
    }
}

/// `guard … else { state = x; return }` in an action.
struct GuardStatusView: View {
    @State private var status = "Idle"
    @State private var count = 0
    func send() {
        guard count > 0 else {
            status = "Nothing to send"
            return
        }
        status = "Sent"
    }
    var body: some View {
        VStack {
            Text(status)
            Button("Send") { send() }
        }
    }
}

/// A model (named like a SwiftUI view) whose method runs inside an `if` condition.
final class Form: ObservableObject {
    @Published var message = "Not checked"
    @Published var attempts = 0
    func validate() -> Bool {
        attempts += 1
        message = "Checked \(attempts) times"
        return attempts > 1
    }
}

struct ConditionEffectView: View {
    @StateObject private var form = Form()
    @State private var done = false
    var body: some View {
        VStack {
            Text(form.message)
            Text(done ? "Done" : "Not done")
            Button("Check") {
                if form.validate() { done = true }
            }
        }
    }
}
