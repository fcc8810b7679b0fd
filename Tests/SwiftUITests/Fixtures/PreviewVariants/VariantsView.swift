import SwiftUI

struct VariantsView: View {
    var body: some View {
        Button("Order") {}
    }
}

// Xcode draws one canvas per item of a ForEach at the root of the
// previews: the screen is the first, read once.
struct VariantsView_Previews: PreviewProvider {
    static var previews: some View {
        ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
            VariantsView()
                .preferredColorScheme(scheme)
        }
    }
}
