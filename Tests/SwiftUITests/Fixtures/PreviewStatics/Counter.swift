import SwiftUI

/// A control bound to a value its preview provider keeps as a static state.
struct Counter: View {
    @Binding var order: Double
    let title: String

    var body: some View {
        VStack {
            Text(title)
            Text(String(format: "%.0f", order))
            Button("Up") { order += 1 }
        }
    }
}

struct Counter_Previews: PreviewProvider {
    @State static var order: Double = -1
    static let title = "Sort order"

    static var previews: some View {
        Counter(order: $order, title: title)
    }
}
