import SwiftUI

// Reference §6: under a right-to-left layout SwiftUI places a row from the
// trailing edge and VoiceOver reads from the right, so the order is the
// order the code lists.
@main
struct ArabicApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                HStack {
                    Text("First")
                    Spacer()
                    Text("Second")
                }
                Text("Below")
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
    }
}
