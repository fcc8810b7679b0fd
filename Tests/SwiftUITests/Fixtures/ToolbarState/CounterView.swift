import SwiftUI

/// A toolbar button whose label follows the state it changes.
struct ToolbarCounterView: View {
    @State private var taps = 0

    var body: some View {
        NavigationStack {
            Form {
                LabeledContent("Taps", value: "\(taps)")
            }
            .navigationTitle("Counter")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button(taps == 0 ? "Tap Me" : "Tapped \(taps)") {
                        taps += 1
                    }
                }
            }
        }
    }
}
