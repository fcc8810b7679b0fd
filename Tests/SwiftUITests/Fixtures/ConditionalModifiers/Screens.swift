import SwiftUI

extension View {
    /// Applies `change` when `flag` holds (a keyword as a method name, in backticks).
    @ViewBuilder func `if`<Changed: View>(_ flag: Bool, change: (Self) -> Changed) -> some View {
        if flag {
            change(self)
        } else {
            self
        }
    }

    /// Applies `change` when the closure says so.
    @ViewBuilder func `if`<Changed: View>(when flag: () -> Bool, change: (Self) -> Changed) -> some View {
        if flag() {
            change(self)
        } else {
            self
        }
    }
}

struct ConditionalModifiersView: View {
    @State private var hideFirst = false
    @State private var hideSecond = false

    var body: some View {
        VStack {
            Text("First line")
                .if(hideFirst) { $0.hidden() }
            Button("Hide first") { hideFirst.toggle() }
            Text("Second line")
                .if(when: { hideSecond }, change: { view in view.hidden() })
            Button("Hide second") { hideSecond.toggle() }
        }
    }
}
