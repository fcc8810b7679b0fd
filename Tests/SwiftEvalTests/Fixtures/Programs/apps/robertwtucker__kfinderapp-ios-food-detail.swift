// robertwtucker__kfinderapp-ios: Packages/Models/Sources/Models/{FoodItem,FoodNutrient,FoodMeasure,RecentFood,UserSettings}.swift, FoodDataCentral/SearchFoodNutrient.swift; KFinder/Application/Tabs/Foods/{FoodDisplayHelper,FoodsListView}.swift, Home/TestReminderModel.swift
import Foundation

struct SearchFoodNutrient: Codable {
    let _id: Int, name: String, number: String, unitName: String, value: Double
    enum CodingKeys: String, CodingKey { case _id = "nutrientId", name = "nutrientName", number = "nutrientNumber", unitName, value }
}
struct SearchFoodItem: Codable { let fdcId: Int; let description: String; let dataType: String; let foodCategory: String?; let publishedDate: String?; let foodNutrients: [SearchFoodNutrient]? }

final class FoodNutrient {
    var number: String, name: String, unitName: String, value: Double
    init(from: SearchFoodNutrient) { number = from.number; name = from.name; unitName = from.unitName; value = from.value }
    var unitOfMeasure: String {
        switch unitName.lowercased() {
        case "kj": return "kJ"
        case "ug": return "µg"
        case "µg": return "µg"
        default: return unitName.lowercased()
        }
    }
    var unitValue: String { "\(String(format: "%.f", value)) \(unitOfMeasure)" }
}
let yyyyMMdd: DateFormatter = { let f = DateFormatter(); f.locale = Locale(identifier: "en_US_POSIX"); f.timeZone = TimeZone(identifier: "UTC"); f.dateFormat = "yyyy-MM-dd"; return f }()
final class FoodItem {
    var id: Int, name: String, dataType: String, category: String?, publishedOn: Date?, nutrients: [FoodNutrient]?
    init(from: SearchFoodItem) {
        id = from.fdcId; name = from.description; dataType = from.dataType; category = from.foodCategory
        publishedOn = yyyyMMdd.date(from: from.publishedDate ?? "") ?? Date.distantPast
        nutrients = from.foodNutrients?.map { FoodNutrient(from: $0) } ?? []
    }
}

final class FoodDisplayHelper {
    let food: FoodItem
    static let kNutrientNumberRegEx = try! Regex("428|429|430")   // /428|429|430/ in the app
    init(_ food: FoodItem) { self.food = food }
    var category: String { food.category?.capitalized ?? "" }
    var citation: String {
        guard let publicationDate = food.publishedOn else { return "\(food.dataType)/\(food.id)" }
        return "\(food.dataType)/\(food.id)/Pub:\(yyyyMMdd.string(from: publicationDate))"
    }
    func vitaminKAsPercent(of target: Int) -> Double { sumOfVitaminKValues > 0 ? sumOfVitaminKValues / Double(target) : 0 }
    var nutrientsWithVitaminK: [FoodNutrient] { (food.nutrients ?? []).filter { (try? Self.kNutrientNumberRegEx.firstMatch(in: $0.number)) != nil } }
    var nutrientsOtherThanVitaminK: [FoodNutrient] { (food.nutrients ?? []).filter { (try? Self.kNutrientNumberRegEx.firstMatch(in: $0.number)) == nil } }
    var sumOfVitaminKValues: Double { nutrientsWithVitaminK.reduce(0) { $0 + $1.value } }
    func imageColor(target: Int) -> String {
        switch vitaminKAsPercent(of: target) * 100 {
        case 0: return "gray"
        case 1..<25: return "green"
        case 25..<50: return "yellow"
        case 50..<75: return "orange"
        case 75...: return "red"
        default: return "gray"
        }
    }
}

let json = """
[{"fdcId":2345430,"description":"Fennel bulb, cooked","dataType":"Survey (FNDDS)","foodCategory":"other vegetables and combinations","publishedDate":"2022-10-28",
  "foodNutrients":[{"nutrientId":1,"nutrientName":"Energy","nutrientNumber":"208","unitName":"KCAL","value":31.4},{"nutrientId":2,"nutrientName":"Vitamin K (phylloquinone)","nutrientNumber":"430","unitName":"UG","value":62.8},
                   {"nutrientId":3,"nutrientName":"Vitamin K (Dihydrophylloquinone)","nutrientNumber":"429","unitName":"UG","value":11.3},{"nutrientId":4,"nutrientName":"Energy","nutrientNumber":"268","unitName":"KJ","value":131.5}]},
 {"fdcId":2341130,"description":"Cheese, Muenster, reduced fat","dataType":"Survey (FNDDS)","foodCategory":"cheese",
  "foodNutrients":[{"nutrientId":5,"nutrientName":"Vitamin K (phylloquinone)","nutrientNumber":"430","unitName":"UG","value":1.5},{"nutrientId":6,"nutrientName":"Protein","nutrientNumber":"203","unitName":"G","value":24.7}]},
 {"fdcId":1750340,"description":"Kale, raw","dataType":"Foundation","publishedDate":"2021-04-28","foodNutrients":[{"nutrientId":7,"nutrientName":"Vitamin K (phylloquinone)","nutrientNumber":"430","unitName":"µg","value":389.6}]},
 {"fdcId":9,"description":"Water, tap","dataType":"SR Legacy"}]
"""
let foods = try! JSONDecoder().decode([SearchFoodItem].self, from: Data(json.utf8)).map(FoodItem.init(from:))
let dailyKTarget = 120.0
for food in foods {
    let helper = FoodDisplayHelper(food)
    print("\(food.name) | \(helper.category.isEmpty ? "-" : helper.category) | \(helper.citation)")
    print("  vitamin K: \(helper.nutrientsWithVitaminK.map { "\($0.name) \($0.unitValue)" }) -> \(String(format: "%.1f", helper.vitaminKAsPercent(of: Int(dailyKTarget)) * 100))% of target, \(helper.imageColor(target: Int(dailyKTarget)))")
    print("  other:", helper.nutrientsOtherThanVitaminK.map { "\($0.name) \($0.unitValue)" })
}

struct RecentFood { var fdcId: Int; var name: String; var vitaminKPer100g: Double?; var viewedAt: Date
    static func vitaminKPer100g(from nutrients: [FoodNutrient]?) -> Double? {
        guard let nutrients else { return nil }
        let sum = nutrients.filter { ["428", "429", "430"].contains($0.number) }.reduce(0.0) { $0 + $1.value }
        return sum > 0 ? sum : nil
    }
}
let recentFoodsLimit = 3
var recents = foods.enumerated().map { RecentFood(fdcId: $1.id, name: $1.name, vitaminKPer100g: RecentFood.vitaminKPer100g(from: $1.nutrients), viewedAt: Date(timeIntervalSince1970: Double([300, 100, 400, 200][$0]))) }
recents = Array(recents.sorted { $0.viewedAt > $1.viewedAt }.prefix(recentFoodsLimit))
print("Recent foods:", recents.map { "\($0.name) (\($0.vitaminKPer100g.map { String(format: "%.1f µg", $0) } ?? "n/a"))" })
