import SwiftUI

/// An optional's `map` as a view: shown when the optional holds a value,
/// nothing when it is `nil`, and shown with the value unknown when it is
/// random.
struct Island: Hashable {
    var name: String
    var chance: Int
}

struct IslandRow: View {
    let island: Island

    var body: some View {
        Text("\(island.name), \(island.chance)% chance")
    }
}

struct IslandsView: View {
    @State var featured: Island? = Island(name: "Bamboo", chance: 15)
    @State var missing: Island? = nil
    @State var random = [Island(name: "Fruit", chance: 5), Island(name: "Spooky", chance: 2)].randomElement()

    var body: some View {
        VStack {
            featured.map { island in
                IslandRow(island: island)
            }
            missing.map { IslandRow(island: $0) }
            random.map { island in
                IslandRow(island: island)
            }
        }
    }
}
