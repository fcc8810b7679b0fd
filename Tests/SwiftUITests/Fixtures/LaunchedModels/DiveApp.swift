import Storage
import SwiftUI

/// An app whose model opens a store from a package not in the sources and
/// reads its launch: UI tests launch it with `--ui-testing` and an
/// in-memory store, so no warning banner shows and the tabs are the screen.
@main
struct DiveApp: App {
    @StateObject private var model = DiveModel()

    var body: some Scene {
        WindowGroup {
            DiveRootView()
                .environmentObject(model)
        }
    }
}

@MainActor
final class DiveModel: ObservableObject {
    @Published var warning: String?
    @Published var inMemory = false
    @Published var units = "metric"
    let store: DiveStore

    init() {
        let testing = ProcessInfo.processInfo.arguments.contains("--ui-testing")
        var opened: DiveStore
        var message: String?
        if testing {
            do {
                opened = try DiveStore(path: ":memory:")
            } catch {
                fatalError("no test store: \(error)")
            }
            inMemory = true
        } else {
            do {
                opened = try DiveStore(path: "dives.sqlite")
            } catch {
                message = "Using temporary storage."
                opened = try! DiveStore(path: ":memory:")
            }
        }
        store = opened
        warning = message
        if let saved = try? store.savedUnits() { units = saved }
    }
}

final class DiveStore {
    let queue: StorageQueue
    init(path: String) throws { queue = try StorageQueue(path: path) }
    func savedUnits() throws -> String? { try queue.read("units") }
}

struct DiveRootView: View {
    @EnvironmentObject var model: DiveModel
    @State private var tab = 0

    var body: some View {
        VStack(spacing: 0) {
            if model.inMemory, let warning = model.warning {
                Text(warning)
            }
            TabView(selection: $tab) {
                Tab("Log", systemImage: "waveform.path", value: 0) {
                    Text(model.inMemory ? "Sample dives" : "Your dives")
                }
                Tab("Settings", systemImage: "gear", value: 1) {
                    Text("Units: \(model.units)")
                }
            }
        }
    }
}
