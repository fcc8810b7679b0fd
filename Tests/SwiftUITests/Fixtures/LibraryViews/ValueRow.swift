import SwiftUI

/// A library's row that keeps a SwiftUI `LabeledContent` made with
/// `.init(…)` from the content it was given, merged into one element.
public struct ValueRow<Label: View, Content: View>: View {
    private let labeledContent: LabeledContent<Label, Content>

    public var body: some View {
        labeledContent
            .accessibilityElement(children: .combine)
    }

    public init(_ label: String, @ViewBuilder content: () -> Content) where Label == Text {
        self.labeledContent = .init(label, content: content)
    }
}

/// The library extends SwiftUI's type: it stays SwiftUI's.
extension LabeledContent where Label == Text, Content == Text {
    public init(label: String, detail: String) {
        self.init(label, value: detail)
    }
}

struct RowsView: View {
    var body: some View {
        List {
            ValueRow("Depth") {
                Text("30 m")
            }
        }
    }
}
