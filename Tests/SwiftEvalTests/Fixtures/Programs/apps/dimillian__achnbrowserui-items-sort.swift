// Dimillian__ACHNBrowserUI: Packages/Backend/Sources/Backend/Models/{Item,Category}.swift, Extensions/Array.swift; ACHNBrowserUI/viewModels/ItemsViewModel.swift (Sort, didSet toggling, search)
import Foundation

enum Category: String, CaseIterable {
    case housewares, miscellaneous, wallMounted = "wall-mounted"
    case wallpapers, floors, rugs, tools, tops, recipes, other, art, bugs, fish, fossils
    case dressup = "Dress-Up", seaCreatures = "Sea Creatures"
    init(itemCategory: String) {
        if itemCategory == "Fish - North" || itemCategory == "Fish - South" { self = .fish; return }
        else if itemCategory == "Bugs - North" || itemCategory == "Bugs - South" || itemCategory == "Insects" { self = .bugs; return }
        else if itemCategory == "Dress-Up" { self = .dressup; return }
        else if itemCategory == "Sea Creatures" { self = .seaCreatures; return }
        else if itemCategory == "Wallpaper" { self = .wallpapers; return }
        self = Category(rawValue: itemCategory.lowercased()) ?? .other
    }
}

struct Item: Codable, Equatable {
    var name: String, category: String
    var buy: Int?, sell: Int?, critterId: Int?
    var set: String?, tag: String?
    var styles: [String]?, colors: [String]?
    var appCategory: Category { Category(itemCategory: category) }
    var localizedName: String { name }
    var metas: [String] {
        var metas: [String] = []
        if let tag = tag { metas.append(tag) }; if let set = set { metas.append(set) }
        if let styles = styles { metas.append(contentsOf: styles) }; if let colors = colors { metas.append(contentsOf: colors) }
        return Array(Set(metas.map { $0.capitalized })).filter { $0.lowercased() != "none" }.sorted()
    }
}

final class ItemsViewModel {
    enum Sort: String, CaseIterable {
        case name, buy, sell, set, similar, critterpedia
        static func allCases(for category: Category) -> [Sort] { allCases.filter { $0.canSort(category) } }
        private func canSort(_ category: Category) -> Bool {
            switch self {
            case .buy, .similar, .set: return ![.bugs, .fish, .seaCreatures, .fossils].contains(category)
            case .critterpedia: return [.bugs, .fish, .seaCreatures].contains(category)
            default: return true }
        }
    }
    var allItems: [Item], sortedItems: [Item] = [], searchItems: [Item] = []
    var searchText = "" { didSet { searchItems = searchText.isEmpty ? [] : items(with: searchText) } }
    var items: [Item] { !searchText.isEmpty ? searchItems : (sort != nil ? sortedItems : allItems) }
    var sort: Sort? {
        didSet {
            guard let sort = sort else { return }
            switch sort {
            case .name:
                let order: ComparisonResult = sort == oldValue ? .orderedAscending : .orderedDescending
                sortedItems = allItems.sorted(by: removingOccurrences(of: "-", order: order))
            case .buy:
                let compare: (Int, Int) -> Bool = sort == oldValue ? (<) : (>)
                sortedItems = allItems.filter { $0.buy != nil }.sorted { compare($0.buy!, $1.buy!) }
            case .sell:
                let compare: (Int, Int) -> Bool = sort == oldValue ? (<) : (>)
                sortedItems = allItems.filter { $0.sell != nil }.sorted { compare($0.sell!, $1.sell!) }
            case .set, .similar:
                let key: (Item) -> String? = sort == .set ? { $0.set } : { $0.tag }
                let compare: (String, String) -> Bool = sort == oldValue ? (<) : (>)
                sortedItems = allItems.filter { key($0) != nil }.sorted { compare(key($0)!, key($1)!) }
            case .critterpedia:
                let compare: (Int, Int) -> Bool = sort == oldValue ? (>) : (<)
                sortedItems = allItems.filter { $0.critterId != nil }.sorted { compare($0.critterId!, $1.critterId!) }
            }
        }
    }
    init(items: [Item]) { allItems = items }
    private func items(with string: String) -> [Item] {
        allItems.filter { $0.localizedName.lowercased().contains(string.lowercased()) }.sorted(by: removingOccurrences(of: "-", order: .orderedAscending))
    }
    private func removingOccurrences(of string: String, order: ComparisonResult) -> (Item, Item) -> Bool {
        { $0.localizedName.replacingOccurrences(of: string, with: " ").localizedCompare($1.localizedName.replacingOccurrences(of: string, with: " ")) == order }
    }
}

let json = """
[{"name":"acoustic guitar","category":"Housewares","buy":200,"sell":300,"tag":"Instrument","colors":["Beige","brown"]},
 {"name":"wooden-block bed","category":"Housewares","buy":1500,"sell":375,"set":"wooden-block","tag":"Bed","styles":["cute","None"]},
 {"name":"wooden bookshelf","category":"Housewares","sell":560,"set":"wooden","tag":"Shelf"},
 {"name":"ironwood dresser","category":"housewares","buy":2400,"tag":"Dresser","colors":["Brown","brown"]},
 {"name":"tarantula","category":"Bugs - North","sell":8000,"critterId":77},{"name":"sea bass","category":"Fish - South","sell":400,"critterId":39}]
"""
let all = try! JSONDecoder().decode([Item].self, from: Data(json.utf8))
print(all.map { "\($0.name)=\($0.appCategory.rawValue)" })
print("metas:", all.prefix(4).map { $0.metas })
for category in [Category.housewares, .fish, .fossils] { print(category, ItemsViewModel.Sort.allCases(for: category).map(\.rawValue)) }
let vm = ItemsViewModel(items: Array(all.prefix(4)))
for sort in [ItemsViewModel.Sort.name, .name, .buy, .buy, .sell, .set, .similar] {
    vm.sort = sort
    print("sort \(sort):", vm.items.map(\.name))
}
vm.searchText = "WOOD"
print("search:", vm.items.map(\.name))
let critters = ItemsViewModel(items: Array(all.suffix(2)))
critters.sort = .critterpedia
print("critterpedia:", critters.items.map { "#\($0.critterId!) \($0.name)" })
