import SwiftUI

// docs/swiftui.md "Environment": objects an App puts in the environment reach
// the views that read them; `if case` on a known case; a key set with
// `.environment(\.key, value)`.
enum User {
    case guest
    case authenticated(username: String)
}

final class AccountStore: ObservableObject {
    @Published var currentUser: User? = nil
    @Published var plan = "Free"
}

@Observable final class Cart {
    var items = ["Donut"]
}

@main
struct ShopApp: App {
    @StateObject private var accounts = AccountStore()
    @State private var cart = Cart()

    var body: some Scene {
        WindowGroup {
            AccountView()
                .environmentObject(accounts)
                .environment(cart)
                .environment(\.colorScheme, .dark)
        }
    }
}

struct AccountView: View {
    @EnvironmentObject private var accounts: AccountStore
    @Environment(Cart.self) private var cart
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            if case let .authenticated(username) = accounts.currentUser {
                Text(username)
            } else {
                Button("Sign In") {}
            }
            Text("Plan: \(accounts.plan)")
            Text("\(cart.items.count) in cart")
            Text(colorScheme == .dark ? "Dark" : "Light")
        }
    }
}
