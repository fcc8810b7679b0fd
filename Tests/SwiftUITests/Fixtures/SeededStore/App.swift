import SwiftUI
import SwiftData

@main
struct BirdsApp: App {
    var body: some Scene {
        WindowGroup {
            BirdList()
                .modifier(Seed())
                .modelContainer(for: Bird.self, inMemory: true)
        }
    }
}

struct Seed: ViewModifier {
    @Environment(\.modelContext) private var modelContext
    func body(content: Content) -> some View {
        content.onAppear {
            Bird.generate(modelContext: modelContext)
        }
    }
}
