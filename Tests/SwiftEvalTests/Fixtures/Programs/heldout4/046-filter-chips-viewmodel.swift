struct Listing {
    let title: String
    let price: Int
    let bedrooms: Int
    let tags: Set<String>
    let city: String
}

enum Filter: Hashable, CustomStringConvertible {
    case maxPrice(Int)
    case minBedrooms(Int)
    case tag(String)
    case city(String)

    var description: String {
        switch self {
        case .maxPrice(let p): return "≤$\(p)"
        case .minBedrooms(let b): return "\(b)+ bd"
        case .tag(let t): return "#\(t)"
        case .city(let c): return c
        }
    }

    func matches(_ l: Listing) -> Bool {
        switch self {
        case .maxPrice(let p): return l.price <= p
        case .minBedrooms(let b): return l.bedrooms >= b
        case .tag(let t): return l.tags.contains(t)
        case .city(let c): return l.city == c
        }
    }
}

struct ListingsViewModel {
    let all: [Listing]
    private(set) var active: [Filter] = []

    mutating func toggle(_ f: Filter) {
        if let i = active.firstIndex(of: f) { active.remove(at: i) } else { active.append(f) }
    }
    var results: [Listing] { all.filter { l in active.allSatisfy { $0.matches(l) } }.sorted { $0.price < $1.price } }
    var chipsLabel: String { active.isEmpty ? "No filters" : active.map(\.description).joined(separator: " · ") }
    var resultsLabel: String {
        switch results.count {
        case 0: return "No homes match"
        case 1: return "1 home"
        case let n: return "\(n) homes, from $\(results[0].price)"
        }
    }
    var tagCloud: [String] {
        let counts = results.flatMap(\.tags).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key)(\($0.value))" }
    }
}

var vm = ListingsViewModel(all: [
    Listing(title: "Loft", price: 2100, bedrooms: 1, tags: ["pets", "gym"], city: "Austin"),
    Listing(title: "Bungalow", price: 2800, bedrooms: 3, tags: ["yard", "pets"], city: "Austin"),
    Listing(title: "Studio", price: 1500, bedrooms: 0, tags: ["gym"], city: "Denver"),
    Listing(title: "Townhouse", price: 3200, bedrooms: 3, tags: ["yard", "garage", "pets"], city: "Denver"),
    Listing(title: "Condo", price: 2400, bedrooms: 2, tags: ["gym", "pool"], city: "Austin"),
])

func show() {
    print("[\(vm.chipsLabel)] \(vm.resultsLabel): \(vm.results.map(\.title).joined(separator: ", "))")
    print("   tags:", vm.tagCloud.joined(separator: " "))
}
show()
vm.toggle(.tag("pets")); show()
vm.toggle(.minBedrooms(2)); show()
vm.toggle(.maxPrice(3000)); show()
vm.toggle(.city("Denver")); show()
vm.toggle(.tag("pets")); vm.toggle(.minBedrooms(2)); show()
print(Set([Filter.tag("a"), .tag("a"), .city("a")]).count)
