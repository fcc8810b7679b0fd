import Combine
import SwiftUI

/// Counts how many models were made: SwiftUI makes a view's state object
/// once, whatever the times its view is made again.
enum Made {
    static var models = 0
}

final class Tally: ObservableObject {
    @Published var count = 0
    let number: Int

    init(start: Int) {
        Made.models += 1
        number = Made.models
        count = start
    }

    func bump() { count += 1 }
}

/// A row whose model is made in its initializer (`StateObject(wrappedValue:)`).
struct TallyRow: View {
    @StateObject private var tally: Tally
    let title: String

    init(title: String, start: Int) {
        self.title = title
        _tally = StateObject(wrappedValue: Tally(start: start))
    }

    var body: some View {
        Button("\(title) \(tally.count), model \(tally.number)") { tally.bump() }
    }
}

/// A screen whose model is made where it is declared.
struct TallyList: View {
    @StateObject private var first = Tally(start: 10)
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("First \(first.count), model \(first.number)")
            Button("Bump first") { first.bump() }
            Button("Refresh \(refreshes)") { refreshes += 1 }
            TallyRow(title: "Row", start: 5)
        }
    }
}
