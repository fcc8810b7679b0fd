import SwiftUI

/// A `ViewModifier` and `extension View` methods of the app, applied as SwiftUI applies them.
struct CardStyle: ViewModifier {
    var title: String
    func body(content: Content) -> some View {
        content
            .padding()
            .accessibilityElement(children: .combine)
            .accessibilityLabel(title)
    }
}
/// An `AnimatableModifier` (a `ViewModifier` that animates): the side it hides is not read.
struct SideModifier: AnimatableModifier {
    var shown: Bool
    var animatableData: Double {
        get { shown ? 1 : 0 }
        set {}
    }
    func body(content: Content) -> some View {
        content
            .opacity(shown ? 1 : 0)
            .accessibility(hidden: !shown)
    }
}
extension View {
    func card(_ title: String) -> some View {
        modifier(CardStyle(title: title))
    }
    func heading() -> some View {
        self.accessibilityAddTraits(.isHeader)
    }
}
struct CustomModifiersView: View {
    var body: some View {
        VStack {
            Text("Inbox").heading()
            VStack { Text("3"); Text("unread") }.card("Unread: 3")
            Text("Plain").modifier(CardStyle(title: "Styled"))
            ZStack {
                Text("Front").modifier(SideModifier(shown: true))
                Text("Back").modifier(SideModifier(shown: false))
            }
        }
    }
}

#Preview("CustomModifiers") {
    CustomModifiersView()
}
