import Observation
import SwiftUI

@Observable final class Signup {
    var email = ""
}

final class Profile: ObservableObject {
    @Published var name = ""
}

/// Typing into fields of models held in `@State` (an `@Observable` class),
/// `@StateObject`, and passed down as `@Bindable`.
struct ModelBindingsView: View {
    @State private var signup = Signup()
    @StateObject private var profile = Profile()
    var body: some View {
        VStack {
            TextField("Email", text: $signup.email)
            Text("Email: \(signup.email)")
            TextField("Name", text: $profile.name)
            Text("Name: \(profile.name)")
            EmailEditor(signup: signup)
        }
    }
}

struct EmailEditor: View {
    @Bindable var signup: Signup
    var body: some View {
        TextField("Edit email", text: $signup.email)
    }
}
