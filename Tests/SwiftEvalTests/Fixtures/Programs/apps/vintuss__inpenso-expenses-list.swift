// VintusS__Inpenso: iExpense/Models/{Category,Expense}.swift, ViewModels/ExpenseViewModel.swift, Views/ExpensesListView.swift (SortOption, filteredExpenses, groupedExpenses, ExpenseRowView, empty state)
import Foundation

enum Category: String, CaseIterable, Codable {
    case food, eatingOut, rent, shopping, transportation, subscriptions, others
    var displayName: String {
        switch self {
        case .food: return "Food"
        case .eatingOut: return "Eating Out"
        case .rent: return "Rent"
        case .shopping: return "Shopping"
        case .transportation: return "Transportation"
        case .subscriptions: return "Subscriptions"
        case .others: return "Others"
        }
    }
}
struct Expense: Identifiable, Codable, Equatable { var id: Int; var title: String; var price: Double; var date: Date; var category: Category }
enum SortOption: String, CaseIterable, Identifiable {
    case dateDescending = "Newest First", dateAscending = "Oldest First", amountDescending = "Highest Amount"
    case amountAscending = "Lowest Amount", titleAscending = "Title A-Z"
    var id: String { self.rawValue }
}

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
func date(_ m: Int, _ d: Int) -> Date { calendar.date(from: DateComponents(year: 2025, month: m, day: d, hour: 12))! }
let expenses = [
    Expense(id: 1, title: "Groceries", price: 54.3, date: date(3, 2), category: .food),
    Expense(id: 2, title: "Rent March", price: 1200, date: date(3, 1), category: .rent),
    Expense(id: 3, title: "Sushi night", price: 48.75, date: date(3, 14), category: .eatingOut),
    Expense(id: 4, title: "Metro card", price: 30, date: date(3, 3), category: .transportation),
    Expense(id: 5, title: "Streaming", price: 12.99, date: date(3, 5), category: .subscriptions),
    Expense(id: 6, title: "Farmers market", price: 23.1, date: date(3, 14), category: .food),
    Expense(id: 7, title: "February groceries", price: 61, date: date(2, 27), category: .food),
]

func filteredExpenses(month: Int, year: Int, searchText: String, selectedCategories: Set<Category>, sort: SortOption) -> [Expense] {
    var result = expenses.filter { expense in
        let matchesDate = calendar.component(.month, from: expense.date) == month && calendar.component(.year, from: expense.date) == year
        let matchesSearch = searchText.isEmpty || expense.title.localizedCaseInsensitiveContains(searchText) || expense.category.displayName.localizedCaseInsensitiveContains(searchText)
        return matchesDate && matchesSearch && selectedCategories.contains(expense.category)
    }
    switch sort {
    case .dateDescending: result.sort(by: { $0.date > $1.date })
    case .dateAscending: result.sort(by: { $0.date < $1.date })
    case .amountDescending: result.sort(by: { $0.price > $1.price })
    case .amountAscending: result.sort(by: { $0.price < $1.price })
    case .titleAscending: result.sort(by: { $0.title < $1.title })
    }
    return result
}
func formatter(_ format: String) -> DateFormatter {
    let f = DateFormatter(); f.locale = Locale(identifier: "en_US_POSIX"); f.timeZone = calendar.timeZone; f.dateFormat = format; return f
}
let dayNumber = formatter("d"), monthShort = formatter("MMM"), rowDate = formatter("E, d MMM yyyy")
let currency = FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: Locale(identifier: "en_US"))
func row(_ e: Expense) -> String {
    "\(dayNumber.string(from: e.date)) \(monthShort.string(from: e.date).uppercased()) | \(e.title) | \(rowDate.string(from: e.date)) | \(e.price.formatted(currency))"
}

let all = Set(Category.allCases)
for sort in SortOption.allCases {
    print("\(sort.id):", filteredExpenses(month: 3, year: 2025, searchText: "", selectedCategories: all, sort: sort).map(\.id))
}
let march = filteredExpenses(month: 3, year: 2025, searchText: "", selectedCategories: all, sort: .dateDescending)
print("\(march.count) expenses, total \(march.reduce(0) { $0 + $1.price }.formatted(currency))")
let grouped = Dictionary(grouping: march) { $0.category }
for category in grouped.keys.sorted(by: { $0.displayName < $1.displayName }) {
    print("[\(category.displayName)]")
    grouped[category]!.forEach { print("  " + row($0)) }
}
for (search, categories) in [("food", all), ("GROC", all), ("sushi", Set([Category.food])), ("", Set<Category>([.shopping]))] {
    let found = filteredExpenses(month: 3, year: 2025, searchText: search, selectedCategories: categories, sort: .titleAscending)
    if found.isEmpty {
        print("'\(search)': No Expenses Found —", !search.isEmpty ? "Try adjusting your search or filters" : categories.count < Category.allCases.count ? "Try selecting more categories in the filter" : "")
    } else {
        print("'\(search)':", found.map(\.title))
    }
}
