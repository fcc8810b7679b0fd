import Catalog
import SwiftUI

struct KindsView: View {
    let kinds: [Catalog.Kind] = Catalog.Kind.water()

    var body: some View {
        List(kinds, id: \.self) { kind in
            Text(kind.rawValue.capitalized)
        }
    }
}

#Preview {
    KindsView()
}
