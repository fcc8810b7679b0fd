// The type of a static shared instance's members settles a literal after ??
// (the program declares a count of its own, so count alone does not say Int).
enum Category: String { case fish, bugs }
struct Item { var name: String }
final class Items {
    static let shared = Items()
    var categories: [Category: [Item]] = [.fish: [Item(name: "a"), Item(name: "b (fake)")]]
}
struct Counter { var count: Double = 2 }
func total(_ c: Category, known: Bool) -> Int {
    let n: Int? = known ? 1 : nil
    _ = n
    let total = Items.shared.categories[c]?.count ?? 0
    let real = Items.shared.categories[c]?.filter({ !$0.name.contains("(fake)") }).count ?? 0
    return total * 10 + real
}
print(total(.fish, known: true), total(.bugs, known: false))
print(Counter().count)
extension Array where Element == Item {
    var names: [String] { map(\.name) }
}
// An extension of Array leaves count to the library.
let fake = Items.shared.categories[.bugs]?.filter({ $0.name.isEmpty }).count ?? 0
print(fake, Items.shared.categories[.fish]?.names ?? [])
