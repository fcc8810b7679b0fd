import Observation
import SwiftUI

enum Theme: String {
    case plain = "Plain"
    case bold = "Bold"
}

/// The macro's storage of `theme` set by its underscored name.
@Observable final class ThemeModel {
    private(set) var theme: Theme

    init(saved: String?) {
        if let saved, let theme = Theme(rawValue: saved) {
            self._theme = theme
        } else {
            self._theme = .plain
        }
    }
}

/// A view's wrappers set through their storage in its initializer.
struct RenameView: View {
    @State private var name: String
    @State private var model: ThemeModel

    init(name: String) {
        _name = State(initialValue: name)
        _model = State(wrappedValue: ThemeModel(saved: "Bold"))
    }

    var body: some View {
        VStack {
            Text("Renaming \(name)")
            Text("Theme: \(model.theme.rawValue)")
            TextField("Name", text: $name)
        }
    }
}

#Preview {
    RenameView(name: "Garden")
}
