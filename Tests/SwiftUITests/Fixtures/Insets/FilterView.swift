import SwiftUI

/// A list with a filter bar inset above it and a count below it, and an
/// alert shown through a binding made with `.init(get:set:)`.
struct FilterView: View {
    @State private var errorMessage: String?
    @State private var selected: Set<String> = []

    var body: some View {
        NavigationStack {
            List {
                Text("Reef dive")
                Text("Wreck dive")
            }
            .safeAreaInset(edge: .top) {
                ScrollView(.horizontal) {
                    HStack {
                        Button("CCR") { toggle("CCR") }
                            .accessibilityLabel("CCR filter")
                            .accessibilityAddTraits(selected.contains("CCR") ? .isSelected : [])
                        Button("Load") { errorMessage = "Offline" }
                        if !selected.isEmpty {
                            Button("Clear") { selected.removeAll() }
                        }
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                Text("2 dives")
            }
            .alert(
                "Error Loading Dives",
                isPresented: .init(
                    get: { errorMessage != nil },
                    set: { if !$0 { errorMessage = nil } }
                )
            ) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(errorMessage ?? "")
            }
            .navigationTitle("Dives")
        }
    }

    private func toggle(_ filter: String) {
        if selected.contains(filter) {
            selected.remove(filter)
        } else {
            selected.insert(filter)
        }
    }
}
