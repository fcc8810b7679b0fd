// Observation: an @Observable app model owning other @Observable models, shared by reference.
import Observation

@Observable
final class CartModel {
    var quantities: [String: Int] = [:]
    var itemCount: Int { quantities.values.reduce(0, +) }

    func add(_ sku: String, count: Int = 1) {
        quantities[sku, default: 0] += count
        if quantities[sku]! <= 0 { quantities[sku] = nil }
    }
}

@Observable
final class UserModel {
    var name = "Guest"
    var isSignedIn: Bool { name != "Guest" }
}

@Observable
final class AppModel {
    let cart = CartModel()
    var user = UserModel()
    var selectedTab = 0

    var badge: String {
        cart.itemCount == 0 ? "" : "\(cart.itemCount)"
    }

    var greeting: String {
        user.isSignedIn ? "Welcome back, \(user.name)" : "Sign in to save your cart"
    }
}

let app = AppModel()
print("[\(app.badge)]", app.greeting)
let cartScreen = app.cart
cartScreen.add("apples", count: 3)
cartScreen.add("bread")
print("[\(app.badge)]")
cartScreen.add("apples", count: -3)
print(app.cart.quantities.keys.sorted(), app.badge)
app.user.name = "Priya"
print(app.greeting)
let oldUser = app.user
app.user = UserModel()
print(app.greeting, oldUser.name)
app.selectedTab = 2
print(app.selectedTab, app.cart === cartScreen)
