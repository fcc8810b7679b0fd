import Foundation
import SwiftData

@Model
final class Bird {
    var name: String
    var creationDate: Date
    init(name: String, creationDate: Date = .now) {
        self.name = name
        self.creationDate = creationDate
    }

    static func generate(modelContext: ModelContext) {
        guard try! modelContext.fetch(FetchDescriptor<Bird>()).isEmpty else { return }
        modelContext.insert(Bird(name: "Robin", creationDate: .init(timeIntervalSinceNow: -5)))
        modelContext.insert(Bird(name: "Jay"))
        modelContext.insert(Bird(name: "Wren", creationDate: .init(timeIntervalSinceNow: 60)))
    }
}
