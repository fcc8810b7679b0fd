// Value vs reference semantics in app state: struct cart copies vs a shared class session, inout helpers.
import Foundation

struct Cart {
    var items: [String: Int] = [:]
    var count: Int { items.values.reduce(0, +) }
    mutating func add(_ sku: String, _ n: Int = 1) { items[sku, default: 0] += n }
    var summary: String { items.isEmpty ? "empty" : items.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: " ") }
}

final class Session {
    var user: String?
    var cart = Cart()
    var views = 0
    init(user: String?) { self.user = user }
}

func applyPromo(_ cart: inout Cart, freebie: String) {
    if cart.count >= 3 { cart.add(freebie) }
}
func trackView(_ s: Session) { s.views += 1 }

var original = Cart()
original.add("tee", 2)
var draft = original          // independent copy
draft.add("cap")
draft.add("tee")
print("original: \(original.summary) (\(original.count))")
print("draft: \(draft.summary) (\(draft.count))")

let session = Session(user: "mira")
let alias = session           // same object
alias.cart = draft
alias.user = nil
trackView(session); trackView(alias)
print("session user: \(session.user ?? "guest"), views \(session.views), cart \(session.cart.summary)")
print("same object: \(session === alias)")

var snapshot = session.cart   // copy out of the class
session.cart.add("socks", 4)
print("snapshot: \(snapshot.summary) | live: \(session.cart.summary)")
applyPromo(&snapshot, freebie: "sticker")
applyPromo(&session.cart, freebie: "sticker")
applyPromo(&original, freebie: "sticker")
print("after promo → snapshot: \(snapshot.summary) | live: \(session.cart.summary) | original: \(original.summary)")

var carts = [original, draft]
for i in carts.indices { carts[i].add("bag") }
for var c in carts { c.add("ignored") }
print("carts: \(carts.map(\.summary).joined(separator: " / "))")
let sessions = [Session(user: "a"), Session(user: nil)]
for s in sessions { s.cart.add("mug") ; s.views += 2 }
print("sessions: \(sessions.map { "\($0.user ?? "guest"):\($0.cart.summary):\($0.views)" }.joined(separator: ", "))")
let closure = { [snapshot] in "captured \(snapshot.count)" }
snapshot.add("extra", 10)
print("\(closure()), now \(snapshot.count)")
