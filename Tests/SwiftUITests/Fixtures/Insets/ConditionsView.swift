import SwiftUI

/// A condition list whose first condition is known to fail: the rest is not
/// looked at (a cast of a generic label the reader cannot settle), and the
/// `else` branch shows.
struct LabeledRow<Label: View>: View {
    let title: String
    let label: Label

    var body: some View {
        #if os(macOS)
        let isMacOS = true
        #else
        let isMacOS = false
        #endif
        if isMacOS, let text = label as? Text {
            text
        } else {
            HStack {
                Text(title)
                label
            }
        }
    }
}

struct ConditionsView: View {
    var body: some View {
        LabeledRow(title: "First Name", label: Text("enter your first name"))
    }
}
