import SwiftUI

/// A message field focused as the screen appears: the system keyboard shows.
struct ComposeView: View {
    @State private var text = ""
    @FocusState private var focused: Bool

    var body: some View {
        NavigationStack {
            VStack {
                Text("New message")
                TextField("Message", text: $text)
                    .focused($focused)
            }
            .navigationTitle("Compose")
            .onAppear { focused = true }
        }
    }
}
