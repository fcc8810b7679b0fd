import SwiftUI

/// How many stores were made: Swift makes a static stored property once,
/// on first use, so every read of `Store.shared` is the first store.
var madeStores = 0

final class Store {
    static let shared = Store(name: "Main")
    let label: String

    init(name: String) {
        madeStores += 1
        label = "\(name) store \(madeStores)"
    }
}

struct StoreScreen: View {
    var body: some View {
        VStack {
            Text(Store.shared.label)
            Text(Store.shared.label)
        }
    }
}
