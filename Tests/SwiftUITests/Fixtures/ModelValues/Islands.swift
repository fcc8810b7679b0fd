import SwiftUI

/// A model loaded from a JSON file the app's bundle holds (found below the
/// sources' folder), and one from a file it does not hold.
struct Island: Codable, Identifiable {
    var name: String
    var fish: String
    var id: String { name }

    static func load(_ resource: String) -> [Island] {
        guard let url = Bundle.main.url(forResource: resource, withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let islands = try? JSONDecoder().decode([Island].self, from: data)
        else { return [] }
        return islands
    }
}

struct IslandsView: View {
    let islands = Island.load("islands")
    let downloaded = Island.load("downloaded")

    var body: some View {
        List {
            ForEach(islands) { island in
                Text("\(island.name), \(island.fish)")
            }
            Text("\(downloaded.count) downloaded")
        }
    }
}
