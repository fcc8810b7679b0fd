import SwiftUI

/// Code that waits: a task that loads for two seconds, and a button whose
/// task saves for three seconds while the code after the task goes on.
struct LoadingView: View {
    @State private var status = "Idle"
    @State private var saving = false
    @State private var saves = 0
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Status: \(status)")
            Text(saving ? "Saving" : "Saved \(saves)")
            Button("Save") {
                Task {
                    saving = true
                    try await Task.sleep(nanoseconds: 3_000_000_000)
                    saving = false
                    saves += 1
                }
                taps += 1
            }
            Text("Taps: \(taps)")
        }
        .task {
            status = "Loading"
            try? await Task.sleep(for: .seconds(2))
            status = "Done"
        }
    }
}
