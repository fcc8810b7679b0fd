import SwiftUI
import SwiftData

struct BirdList: View {
    @Query(sort: \Bird.creationDate) private var birds: [Bird]

    var body: some View {
        NavigationStack {
            List(birds) { bird in
                BirdRow(bird: bird)
            }
            .navigationTitle("Birds")
        }
    }
}

struct BirdRow: View {
    let bird: Bird
    var body: some View {
        Text(bird.name)
    }
}
