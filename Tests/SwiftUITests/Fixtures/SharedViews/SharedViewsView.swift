import SwiftUI

/// A model made with no arguments holds a view; two previews read it
/// (the model is made once for both).
class HeaderModel: ObservableObject {
    var header = Header(title: "Shared")
}

struct Header: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

struct FirstView: View {
    @StateObject var model = HeaderModel()

    var body: some View {
        VStack {
            Text("First")
            model.header
        }
    }
}

struct SecondView: View {
    @StateObject var model = HeaderModel()

    var body: some View {
        VStack {
            Text("Second")
            Text("More")
            model.header
        }
    }
}

#Preview("First") { FirstView() }
#Preview("Second") { SecondView() }
