import SwiftUI

// Reference §1.1: drawing is no element (gradients, paths, canvases, a
// custom Shape); a custom Layout reads its content; `SwiftUI.Text` is Text;
// a preview's own wrapper type is read.
struct Wave: Shape {
    func path(in rect: CGRect) -> Path { Path() }
}

struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

struct DrawingView: View {
    var body: some View {
        VStack {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            Canvas { _, _ in }
            Wave()
            Wave().accessibilityLabel("Sea level")
            Diagonal {
                SwiftUI.Text("Glazed")
            }
        }
    }
}

#Preview("Wrapped") {
    struct PreviewWrapper: View {
        @State private var count = 2
        var body: some View {
            Text("\(count) donuts")
        }
    }
    return PreviewWrapper()
}

// A provider listing two views is two previews, as in Xcode's canvas.
struct Drawing_Previews: PreviewProvider {
    static var previews: some View {
        let caption = "Dark"
        Group {
            Text("Light")
            Text(caption)
        }
    }
}
