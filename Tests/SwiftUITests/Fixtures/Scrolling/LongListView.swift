import SwiftUI

// A list taller than the screen scrolls: VoiceOver reaches the rows below
// the fold by scrolling, and a view after the list sits at the bottom.
struct LongListView: View {
    var body: some View {
        NavigationStack {
            VStack {
                List(1...20, id: \.self) { number in
                    Text("Row \(number)")
                }
                Button("Add row") {}
            }
            .navigationTitle("Numbers")
        }
    }
}
