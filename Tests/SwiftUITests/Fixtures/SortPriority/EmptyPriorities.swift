import SwiftUI

/// Siblings with a sort priority that show no element: nothing to reorder.
struct PriorityScreen: View {
    var body: some View {
        VStack {
            Text("Title")
            HStack {
                Spacer().accessibilitySortPriority(2)
                Color.clear.accessibilitySortPriority(1)
            }
        }
    }
}
