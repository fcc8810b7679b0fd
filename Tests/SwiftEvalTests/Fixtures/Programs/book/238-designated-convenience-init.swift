// Initialization: designated and convenience initializers, delegation across and up the chain.
class Product {
    let name: String
    let price: Double

    init(name: String, price: Double) {
        self.name = name
        self.price = price
        print("Product.init(\(name), \(price))")
    }

    convenience init(name: String) {
        self.init(name: name, price: 0)
        print("Product convenience init for \(name)")
    }
}

class SubscriptionProduct: Product {
    let months: Int

    init(name: String, monthly: Double, months: Int) {
        self.months = months
        super.init(name: name, price: monthly * Double(months))
        print("SubscriptionProduct.init months=\(months)")
    }

    override convenience init(name: String, price: Double) {
        self.init(name: name, monthly: price, months: 1)
    }

    convenience init(trialOf name: String) {
        self.init(name: name, monthly: 0, months: 1)
        print("trial ready")
    }
}

let mug = Product(name: "Mug", price: 9)
print(mug.name, mug.price)
let sample = Product(name: "Sample")
print(sample.price)
let yearly = SubscriptionProduct(name: "Pro", monthly: 4.5, months: 12)
print(yearly.price, yearly.months)
let monthly = SubscriptionProduct(name: "Basic", price: 3)
print(monthly.price, monthly.months)
let inherited = SubscriptionProduct(name: "Free")
print(inherited.price, inherited.months)
let trial = SubscriptionProduct(trialOf: "Team")
print(trial.name)
