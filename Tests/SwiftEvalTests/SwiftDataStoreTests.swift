import SwiftEval
import Testing

/// SwiftData's store as app code fills and reads it, for a program that
/// imports SwiftData (not on Linux): what a `ModelContext` is given by
/// `insert` it returns from `fetch`, filtered by the descriptor's
/// predicate (`#Predicate { … }`), ordered by its sort descriptors (the
/// first that tells two apart decides), cut by its limit; `delete` takes a
/// model out; one store for every container and context of the run.
@Suite struct SwiftDataStoreTests {
    @Test func aContextFetchesWhatTheProgramInsertedFilteredSortedAndLimited() {
        let output = SwiftProgram.run(
            source: """
                import Foundation
                import SwiftData

                @Model
                final class Food {
                    var id: String
                    var priority: Int
                    init(id: String, priority: Int) {
                        self.id = id
                        self.priority = priority
                    }
                }

                @Model
                final class Yard {
                    var name: String
                    var creationDate = Date.now
                    @Relationship(deleteRule: .nullify) var food: Food?
                    var isFavorite = false
                    init(name: String) { self.name = name }
                }

                struct Generator {
                    static func generateAll(modelContext: ModelContext) {
                        for (id, priority) in [("Sunflower Seeds", 2), ("Nectar", 1), ("Suet", 3)] {
                            modelContext.insert(Food(id: id, priority: priority))
                        }
                        let foods = try! modelContext.fetch(FetchDescriptor<Food>(sortBy: [.init(\\.id)]))
                        let yard = Yard(name: "Bird Springs")
                        modelContext.insert(yard)
                        yard.isFavorite = true
                        yard.food = foods.first(where: { $0.id == "Suet" })!
                        modelContext.insert(Yard(name: "Feathered Friends"))
                    }
                }

                let container = try! ModelContainer(for: Food.self, Yard.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                let context = container.mainContext
                Generator.generateAll(modelContext: context)
                print(try! context.fetch(FetchDescriptor<Food>(sortBy: [.init(\\.id)])).map(\\.id))
                print(try! context.fetch(FetchDescriptor<Food>(sortBy: [SortDescriptor(\\Food.priority, order: .reverse)])).map(\\.priority))
                print(try! context.fetch(FetchDescriptor<Yard>(predicate: #Predicate<Yard> { $0.isFavorite })).map(\\.name))
                let yards = try! context.fetch(FetchDescriptor<Yard>())
                print(yards.map(\\.name), yards.first?.food?.id ?? "none")
                var limited = FetchDescriptor<Food>(sortBy: [.init(\\.id, order: .reverse)])
                limited.fetchLimit = 2
                print(try! context.fetch(limited).map(\\.id))
                print(try! context.fetchCount(FetchDescriptor<Yard>()))
                context.delete(yards[1])
                print(try! context.fetch(FetchDescriptor<Yard>()).count)
                """, fileName: "main.swift"
        ).output
        #expect(
            output == """
                ["Nectar", "Suet", "Sunflower Seeds"]
                [3, 2, 1]
                ["Bird Springs"]
                ["Bird Springs", "Feathered Friends"] Suet
                ["Sunflower Seeds", "Suet"]
                2
                1

                """)
    }

    @Test func aFetchBeforeTheProgramInsertedAnythingIsTheDevicesStore() {
        let output = SwiftProgram.run(
            source: """
                import SwiftData
                @Model final class Note {
                    var text: String
                    init(text: String) { self.text = text }
                }
                let context = ModelContext(try! ModelContainer(for: Note.self))
                print(try! context.fetch(FetchDescriptor<Note>()).count)
                context.insert(Note(text: "a"))
                context.insert(Note(text: "b"))
                let sorted = try! context.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\\.text, order: .reverse)]))
                print(sorted.map(\\.text))
                """, fileName: "main.swift"
        ).output
        #expect(output == "«…»\n[\"b\", \"a\"]\n")
    }
}
