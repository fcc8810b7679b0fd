import Foundation

struct Product {
    let name: String
    let price: Double
    let rating: Double
    let reviews: Int
    let inStock: Bool
}

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
    func sum<T: Numeric>(_ keyPath: KeyPath<Element, T>) -> T {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
}

enum SortOption: String, CaseIterable {
    case priceLow = "Price: Low to High"
    case priceHigh = "Price: High to Low"
    case rating = "Top Rated"
    case popular = "Most Reviewed"
    case name = "Name"
}

struct ProductListViewModel {
    var products: [Product]
    var sort: SortOption = .name
    var onlyInStock = false

    var rows: [String] {
        let base = onlyInStock ? products.filter(\.inStock) : products
        let sortedList: [Product]
        switch sort {
        case .priceLow: sortedList = base.sorted(by: \.price)
        case .priceHigh: sortedList = base.sorted(by: \.price, ascending: false)
        case .rating: sortedList = base.sorted(by: \.rating, ascending: false)
        case .popular: sortedList = base.sorted(by: \.reviews, ascending: false)
        case .name: sortedList = base.sorted(by: \.name)
        }
        return sortedList.map { p in
            let stars = String(repeating: "★", count: Int(p.rating.rounded())) + String(repeating: "☆", count: 5 - Int(p.rating.rounded()))
            return "\(p.name) $\(String(format: "%.2f", p.price)) \(stars) (\(p.reviews))\(p.inStock ? "" : " [sold out]")"
        }
    }
}

var vm = ProductListViewModel(products: [
    Product(name: "Headphones", price: 199.99, rating: 4.6, reviews: 1289, inStock: true),
    Product(name: "Cable", price: 9.5, rating: 3.2, reviews: 40, inStock: true),
    Product(name: "Charger", price: 29, rating: 4.4, reviews: 530, inStock: false),
    Product(name: "Case", price: 19.99, rating: 2.5, reviews: 12, inStock: true),
])

for option in [SortOption.priceLow, .rating, .popular] {
    vm.sort = option
    print("-- \(option.rawValue)")
    vm.rows.forEach { print("   " + $0) }
}
vm.onlyInStock = true
vm.sort = .priceHigh
print("-- \(vm.sort.rawValue), in stock only")
vm.rows.forEach { print("   " + $0) }

let namePath: KeyPath<Product, String> = \.name
print(vm.products.map { $0[keyPath: namePath].uppercased() })
print("total reviews: \(vm.products.sum(\.reviews))")
print("inventory value: \(vm.products.filter(\.inStock).sum(\.price))")
let avg = vm.products.sum(\.rating) / Double(vm.products.count)
print("average rating: \(avg)")
print("count of sort options: \(SortOption.allCases.count), first: \(SortOption.allCases.first!.rawValue)")
