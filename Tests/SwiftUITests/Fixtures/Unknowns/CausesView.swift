import MapKit
import RemoteKit
import SwiftData
import SwiftUI

/// One unknown of each cause, and a function that returns its view.
@Model final class Trip {
    var name: String
    init(name: String) { self.name = name }
}

struct CausesView: View {
    @Query private var trips: [Trip]
    @Environment(\.scenePhase) private var phase
    let service = RemoteService()
    private let greeting = "Hello"

    var body: some View {
        VStack {
            ForEach(trips) { trip in
                Text(trip.name)
            }
            Text("Roll \(Int.random(in: 1...6))")
            Text(service.status)
            Map()
            Text(greeting.count > 3 ? "Long greeting" : "Short greeting")
            badge(count: 2)
        }
    }

    private func badge(count: Int) -> some View {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        return Text("\(count) new")
    }
}
