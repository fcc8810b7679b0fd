import SwiftUI

// docs/swiftui.md "Localized strings": literal titles are keys read through
// en.lproj/Localizable.strings and string catalogs; French is not read.
struct LocalizedView: View {
    @State private var count = 3
    private let name = "Ada"

    var body: some View {
        VStack {
            Text("welcome.title")
            Text("items.count \(count)")
            Text("greeting \(name)")
            Text(String(localized: "settings.title", table: "Settings"))
            Text(verbatim: "welcome.title")
            Text("Not a key")
            Button("Sign Out", tableName: "Settings") {}
            Text("\(1) devices", tableName: "Settings")
            Text("\(count) devices", tableName: "Settings")
            Text("\(0) tickets left")
            Text("\(1) tickets left")
            Image(systemName: "star").accessibilityLabel("favorite.label")
        }
    }
}
