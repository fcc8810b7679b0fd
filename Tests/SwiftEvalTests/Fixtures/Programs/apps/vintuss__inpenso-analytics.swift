// VintusS__Inpenso: iExpense/ViewModels/AnalyticsViewModel.swift (category totals, daily spending, category trends, insights, budget), Models/SwiftDataModels.swift (BudgetItem.monthYearString)
import Foundation

enum Category: String, CaseIterable { case food, eatingOut, rent, shopping, transportation, others
    var displayName: String { self == .eatingOut ? "Eating Out" : rawValue.capitalized }
}
struct Expense { var title: String; var price: Double; var date: Date; var category: Category }
struct CategoryTrend {
    let category: Category, previousAmount: Double, currentAmount: Double
    var percentChange: Double {
        guard previousAmount > 0 else { return currentAmount > 0 ? 100 : 0 }
        return ((currentAmount - previousAmount) / previousAmount) * 100
    }
}
struct SpendingInsight { enum InsightType { case positive, neutral, negative }; let type: InsightType; let title: String; let description: String }
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
func date(_ m: Int, _ d: Int) -> Date { calendar.date(from: DateComponents(year: 2025, month: m, day: d, hour: 9))! }
let today = calendar.startOfDay(for: date(4, 26))   // stands in for Date()

final class AnalyticsViewModel {
    private(set) var totalSpent = 0.0, averageDailySpend = 0.0, projectedMonthlySpend = 0.0, currentBudget = 0.0, budgetRemainingPerDay = 0.0
    private(set) var spendingByCategory: [Category: Double] = [:]
    private(set) var categoryTrends: [CategoryTrend] = [], insights: [SpendingInsight] = []
    private(set) var fastestGrowingCategory: (Category, Double)?
    private(set) var daysRemainingInMonth = 0
    var selectedMonth = 4, selectedYear = 2025
    var monthlyBudgets: [String: Double] = ["04-2025": 900, "03-2025": 2000]
    private let expenses: [Expense]
    init(expenses: [Expense]) { self.expenses = expenses; calculateAnalytics() }
    func budgetKey(forMonth month: Int, year: Int) -> String { String(format: "%02d-%d", month, year) }
    func inMonth(_ m: Int, _ y: Int) -> [Expense] { expenses.filter { calendar.component(.month, from: $0.date) == m && calendar.component(.year, from: $0.date) == y } }
    func totals(_ list: [Expense]) -> [Category: Double] { list.reduce(into: [:]) { $0[$1.category, default: 0] += $1.price } }

    func calculateAnalytics() {
        let filtered = inMonth(selectedMonth, selectedYear)
        totalSpent = filtered.reduce(0) { $0 + $1.price }
        spendingByCategory = totals(filtered)
        let startOfMonth = calendar.date(from: DateComponents(year: selectedYear, month: selectedMonth, day: 1))!
        let endOfMonth = calendar.date(byAdding: DateComponents(month: 1, day: -1), to: startOfMonth)!
        let byDay = Dictionary(grouping: filtered) { calendar.startOfDay(for: $0.date) }
        var daily: [Double] = []
        var current = startOfMonth
        while current <= endOfMonth { daily.append(byDay[current]?.reduce(0) { $0 + $1.price } ?? 0); current = calendar.date(byAdding: .day, value: 1, to: current)! }
        let spendDays = daily.filter { $0 > 0 }
        averageDailySpend = spendDays.isEmpty ? 0 : spendDays.reduce(0, +) / Double(spendDays.count)
        projectedMonthlySpend = averageDailySpend > 0 ? averageDailySpend * Double(daily.count) : totalSpent
        let previousDate = calendar.date(byAdding: .month, value: -1, to: startOfMonth)!
        let previous = totals(inMonth(calendar.component(.month, from: previousDate), calendar.component(.year, from: previousDate)))
        categoryTrends = Category.allCases.compactMap { category in
            let (cur, prev) = (spendingByCategory[category] ?? 0, previous[category] ?? 0)
            return cur > 0 || prev > 0 ? CategoryTrend(category: category, previousAmount: prev, currentAmount: cur) : nil
        }
        fastestGrowingCategory = categoryTrends.filter { $0.previousAmount > 0 && $0.currentAmount > $0.previousAmount }
            .max(by: { $0.percentChange < $1.percentChange }).map { ($0.category, $0.percentChange) }
        currentBudget = monthlyBudgets[budgetKey(forMonth: selectedMonth, year: selectedYear)] ?? 0.0
        if endOfMonth < today { daysRemainingInMonth = 0; budgetRemainingPerDay = 0 }
        else if startOfMonth > today { daysRemainingInMonth = calendar.component(.day, from: endOfMonth); budgetRemainingPerDay = currentBudget / Double(daysRemainingInMonth) }
        else {
            daysRemainingInMonth = calendar.dateComponents([.day], from: today, to: endOfMonth).day ?? 0
            budgetRemainingPerDay = daysRemainingInMonth > 0 ? max(0, currentBudget - totalSpent) / Double(daysRemainingInMonth) : 0
        }
        generateInsights()
    }
    private func generateInsights() {
        var result: [SpendingInsight] = []
        if currentBudget > 0 {
            let used = (totalSpent / currentBudget) * 100
            if used >= 90 { result.append(.init(type: .negative, title: "Budget Alert", description: "You've used \(Int(used))% of your monthly budget.")) }
            else if used >= 75 { result.append(.init(type: .neutral, title: "Budget Notice", description: "You've used \(Int(used))% of your monthly budget.")) }
            else if daysRemainingInMonth < 7 && used < 60 { result.append(.init(type: .positive, title: "Under Budget", description: "Great job! You're under budget this month.")) }
        }
        if let fastest = fastestGrowingCategory, fastest.1 > 30 {
            result.append(.init(type: .negative, title: "Spending Increase", description: "\(fastest.0.displayName) spending increased by \(Int(fastest.1))% from last month."))
        }
        if let best = categoryTrends.filter({ $0.previousAmount > 0 && $0.currentAmount < $0.previousAmount && abs($0.percentChange) > 20 }).min(by: { $0.percentChange < $1.percentChange }) {
            result.append(.init(type: .positive, title: "Spending Decrease", description: "You reduced \(best.category.displayName) spending by \(Int(abs(best.percentChange)))%."))
        }
        if projectedMonthlySpend > currentBudget && currentBudget > 0 {
            let formatter = NumberFormatter(); formatter.numberStyle = .currency; formatter.currencyCode = "USD"; formatter.locale = Locale(identifier: "en_US")
            result.append(.init(type: .negative, title: "Projected Overspending", description: "At this rate, you might exceed your budget by \(formatter.string(from: NSNumber(value: projectedMonthlySpend - currentBudget))!)."))
        }
        insights = result
    }
}

let vm = AnalyticsViewModel(expenses: [
    Expense(title: "Rent", price: 450, date: date(4, 1), category: .rent), Expense(title: "Groceries", price: 82.4, date: date(4, 3), category: .food),
    Expense(title: "Dinner", price: 96, date: date(4, 12), category: .eatingOut), Expense(title: "Bus", price: 21, date: date(4, 12), category: .transportation),
    Expense(title: "Rent", price: 450, date: date(3, 1), category: .rent), Expense(title: "Groceries", price: 140, date: date(3, 9), category: .food),
    Expense(title: "Lunch", price: 40, date: date(3, 20), category: .eatingOut), Expense(title: "Shoes", price: 120, date: date(3, 22), category: .shopping),
])
for month in [4, 3, 5] {
    vm.selectedMonth = month; vm.calculateAnalytics()
    print("== \(vm.budgetKey(forMonth: month, year: 2025)) spent \(vm.totalSpent) budget \(vm.currentBudget) avg/day \(String(format: "%.2f", vm.averageDailySpend)) projected \(String(format: "%.2f", vm.projectedMonthlySpend)) days left \(vm.daysRemainingInMonth) per day \(String(format: "%.2f", vm.budgetRemainingPerDay))")
    print("   by category:", vm.spendingByCategory.sorted { $0.value > $1.value }.map { "\($0.key.displayName) \($0.value)" })
    print("   trends:", vm.categoryTrends.map { "\($0.category.rawValue) \(Int($0.percentChange))%" })
    vm.insights.forEach { print("   [\($0.type)] \($0.title): \($0.description)") }
}
