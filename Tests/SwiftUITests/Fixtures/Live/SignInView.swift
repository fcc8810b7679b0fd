import SwiftUI

struct SignInView: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var signedIn = false
    @State private var query = ""
    @FocusState private var focused: Field?

    var body: some View {
        NavigationStack {
            Form {
                TextField("Email", text: $email)
                    .focused($focused, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focused = .password }
                SecureField("Password", text: $password)
                    .focused($focused, equals: .password)
                    .submitLabel(.go)
                    .onSubmit { signedIn = !password.isEmpty }
                Text(email.isEmpty ? "No email yet" : "Signing in as \(email)")
                if signedIn {
                    Text("Welcome")
                }
            }
            .navigationTitle("Sign In")
        }
    }
}

struct CountryList: View {
    @State private var query = ""
    let countries = ["France", "Finland", "Spain"]

    var body: some View {
        NavigationStack {
            List(countries.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { country in
                Text(country)
            }
            .searchable(text: $query)
            .navigationTitle("Countries")
        }
    }
}
