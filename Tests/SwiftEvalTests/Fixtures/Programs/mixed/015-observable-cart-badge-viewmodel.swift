// @Observable view model for a cart badge and checkout button, mutated by methods then read.
import Foundation
import Observation

struct LineItem: Identifiable {
    let id: String
    var quantity: Int
    let price: Decimal
}

@Observable
final class CheckoutViewModel {
    var items: [LineItem] = []
    var promoCode: String? = nil
    var isSubmitting = false
    var lastError: String?

    var badge: String? {
        let n = items.reduce(0) { $0 + $1.quantity }
        switch n {
        case 0: return nil
        case 1...99: return "\(n)"
        default: return "99+"
        }
    }
    var subtotal: Decimal { items.reduce(Decimal(0)) { $0 + $1.price * Decimal($1.quantity) } }
    var discount: Decimal { promoCode == "HALF" ? subtotal / 2 : 0 }
    var canCheckout: Bool { !items.isEmpty && !isSubmitting }
    var buttonTitle: String { isSubmitting ? "Placing order…" : "Checkout (\(subtotal - discount))" }

    func add(_ id: String, price: Decimal, quantity: Int = 1) {
        if let i = items.firstIndex(where: { $0.id == id }) {
            items[i].quantity += quantity
        } else {
            items.append(LineItem(id: id, quantity: quantity, price: price))
        }
    }
    func remove(_ id: String) {
        items.removeAll { $0.id == id }
    }
    func apply(code: String) {
        let normalized = code.trimmingCharacters(in: .whitespaces).uppercased()
        if normalized == "HALF" {
            promoCode = normalized
            lastError = nil
        } else {
            promoCode = nil
            lastError = normalized.isEmpty ? "Enter a code" : "Code \(normalized) is not valid"
        }
    }
    func submit() -> Bool {
        guard canCheckout else { lastError = "Cart is empty"; return false }
        isSubmitting = true
        return true
    }
}

let vm = CheckoutViewModel()
func show(_ step: String) {
    print("\(step): badge=\(vm.badge ?? "none") canCheckout=\(vm.canCheckout) button='\(vm.buttonTitle)' error=\(vm.lastError ?? "-")")
}
show("start")
print("submit empty -> \(vm.submit())")
show("after failed submit")
vm.add("tea", price: Decimal(string: "4.25")!)
vm.add("mug", price: 12, quantity: 2)
vm.add("tea", price: Decimal(string: "4.25")!, quantity: 3)
show("added")
vm.apply(code: "  half ")
show("promo")
vm.apply(code: "bogus")
show("bad promo")
vm.apply(code: "   ")
show("blank promo")
vm.add("bulk", price: Decimal(string: "0.01")!, quantity: 120)
show("bulk")
vm.remove("bulk")
vm.remove("nothing")
print("items: " + vm.items.map { "\($0.id)×\($0.quantity)" }.joined(separator: ", "))
print("submit -> \(vm.submit())")
show("submitting")
