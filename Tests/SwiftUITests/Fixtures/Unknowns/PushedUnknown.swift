import SwiftUI

/// A detail screen, reached only by a tap, whose text and toolbar button
/// read random values.
struct ForecastDetail: View {
    var body: some View {
        Text("Chance of rain: \(Int.random(in: 0...100))%")
            .toolbar {
                Button("Report \(UUID().uuidString)") {}
            }
    }
}

struct ForecastList: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open forecast") {
                ForecastDetail()
            }
        }
    }
}
