import SwiftUI

final class Counter: ObservableObject {
    @Published var count = 0
    @Published var log: [String] = []

    func add(_ amount: Int) {
        count += amount
        log.append("added \(amount)")
    }
}

/// Live-run fixture: a model's method changes what a child view shows, tabs
/// selected from code, a focus state, a menu, and code a11ysim cannot run.
struct ModelView: View {
    @StateObject private var counter = Counter()
    @State private var tab = "home"
    @AccessibilityFocusState private var resultFocused: Bool
    @State private var lastChange = "none"

    var body: some View {
        TabView(selection: $tab) {
            VStack {
                CountLabel(counter: counter)
                Button("Add two") { counter.add(2) }
                Button("Show result") { resultFocused = true }
                Text("Result: \(counter.log.count) changes")
                    .accessibilityFocused($resultFocused)
                Button("Open settings") { tab = "settings" }
                Button("Sync") {
                    Task { await counter.sync() }
                }
                Menu("Sort") {
                    Button("By name") { counter.add(10) }
                    Button("By date") { counter.add(20) }
                }
                Text("Last change: \(lastChange)")
            }
            .onChange(of: counter.count) { oldCount, newCount in
                lastChange = "\(oldCount) to \(newCount)"
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag("home")
            Text("Settings screen")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag("settings")
        }
    }
}

struct CountLabel: View {
    @ObservedObject var counter: Counter

    var body: some View {
        Text("Count: \(counter.count)")
    }
}
