// artemnovichkov__wwdc21-samplecode (Fruta): Shared/Model/{Model,Account,Order}.swift, Orders/{RewardsCard,OrderPlacedView}.swift, Smoothie/FavoriteSmoothies.swift
import Foundation
import Observation

struct Smoothie: Identifiable, Hashable { var id: String; var title: String }
struct Ingredient { var id: String; var name: String }
struct Order {
    private(set) var smoothie: Smoothie
    private(set) var points: Int
    var isReady: Bool
}

struct Account {
    var orderHistory = [Order]()
    var pointsSpent = 0, unstampedPoints = 0
    var pointsEarned: Int { orderHistory.reduce(0) { $0 + $1.points } }
    var unspentPoints: Int { pointsEarned - pointsSpent }
    var canRedeemFreeSmoothie: Bool { unspentPoints >= 10 }
    mutating func clearUnstampedPoints() { unstampedPoints = 0 }
    mutating func appendOrder(_ order: Order) {
        orderHistory.append(order)
        unstampedPoints += order.points
    }
}

let allIngredients = ["Avocado", "Almond Milk", "Banana", "Blueberry", "Mango", "Orange", "Raspberry", "Strawberry"].map {
    Ingredient(id: $0.lowercased(), name: $0)
}

@Observable final class Model {
    var order: Order?
    var account: Account?
    var hasAccount: Bool { account != nil }
    var favoriteSmoothieIDs = Set<Smoothie.ID>()
    var searchString = ""

    func orderSmoothie(_ smoothie: Smoothie) {
        order = Order(smoothie: smoothie, points: 1, isReady: false)
        addOrderToAccount()
    }
    func redeemSmoothie(_ smoothie: Smoothie) {
        guard var account = account, account.canRedeemFreeSmoothie else { return }
        account.pointsSpent += 10
        self.account = account
        orderSmoothie(smoothie)
    }
    func orderReadyForPickup() { order?.isReady = true }
    func toggleFavorite(smoothie: Smoothie) {
        if favoriteSmoothieIDs.contains(smoothie.id) { favoriteSmoothieIDs.remove(smoothie.id) } else { favoriteSmoothieIDs.insert(smoothie.id) }
    }
    func createAccount() {
        guard account == nil else { return }
        account = Account()
        addOrderToAccount()
    }
    func addOrderToAccount() {
        guard let order = order else { return }
        account?.appendOrder(order)
    }
    var searchSuggestions: [Ingredient] {
        allIngredients.filter {
            $0.name.localizedCaseInsensitiveContains(searchString) && $0.name.localizedCaseInsensitiveCompare(searchString) != .orderedSame
        }
    }
}

func rewardsCard(_ model: Model) -> String {
    let totalStamps = model.account?.unspentPoints ?? 0
    let animatedStamps = model.account?.unstampedPoints ?? 0
    let slots = (1...10).map { index -> String in
        guard index <= totalStamps else { return "o" }
        return index >= totalStamps - animatedStamps ? "*" : "x"
    }.joined()
    let footer = model.hasAccount ? "You are \(10 - totalStamps) points away from a free smoothie!" : "Sign up to get rewards!"
    return "[\(slots)] \(totalStamps) of 10 points earned. \(footer)"
}
func orderStatusCard(_ model: Model) -> String {
    guard let order = model.order, order.isReady else { return "Thank you for your order! We will notify you when your order is ready." }
    return "Your smoothie is ready! \(model.order?.smoothie.title ?? "Smoothie") is ready to be picked up."
}

let berryBlue = Smoothie(id: "berry-blue", title: "Berry Blue"), kiwiCutie = Smoothie(id: "kiwi-cutie", title: "Kiwi Cutie")
let model = Model()
model.orderSmoothie(berryBlue)
print(orderStatusCard(model)); print(rewardsCard(model))
model.createAccount()
print(rewardsCard(model))
for _ in 0..<9 { model.orderSmoothie(kiwiCutie) }
model.orderReadyForPickup()
print(orderStatusCard(model)); print(rewardsCard(model))
model.account?.clearUnstampedPoints()
model.redeemSmoothie(berryBlue)
print("after redeem:", rewardsCard(model), "orders:", model.account!.orderHistory.count, "can redeem:", model.account!.canRedeemFreeSmoothie)
model.toggleFavorite(smoothie: kiwiCutie); model.toggleFavorite(smoothie: berryBlue); model.toggleFavorite(smoothie: kiwiCutie)
print("favorites:", model.favoriteSmoothieIDs.sorted(), model.favoriteSmoothieIDs.isEmpty ? "Add some smoothies to your favorites!" : "")
for term in ["berry", "mango", "an"] {
    model.searchString = term
    print("suggestions for '\(term)':", model.searchSuggestions.map(\.name))
}
