import Foundation

enum TemperatureUnit: String, CaseIterable { case celsius = "°C", fahrenheit = "°F", kelvin = "K" }

enum Condition: String, Codable {
    case sunny, cloudy, rain, snow
    var emoji: String {
        switch self {
        case .sunny: return "☀️"
        case .cloudy: return "☁️"
        case .rain: return "🌧"
        case .snow: return "❄️"
        }
    }
}

struct DayForecast: Codable {
    let day: String
    let highC: Double
    let lowC: Double
    let condition: Condition
    let precipChance: Int
}

struct ForecastViewModel {
    let days: [DayForecast]
    var unit: TemperatureUnit = .celsius

    func convert(_ c: Double) -> Double {
        switch unit {
        case .celsius: return c
        case .fahrenheit: return c * 9 / 5 + 32
        case .kelvin: return c + 273.15
        }
    }
    func temp(_ c: Double) -> String { "\(Int(convert(c).rounded()))\(unit.rawValue)" }

    func row(_ d: DayForecast) -> String {
        var s = "\(d.day.prefix(3)) \(d.condition.emoji) \(temp(d.lowC))–\(temp(d.highC))"
        if d.precipChance >= 50 { s += " ☂︎\(d.precipChance)%" }
        return s
    }
    var headline: String {
        guard let hottest = days.max(by: { $0.highC < $1.highC }) else { return "No data" }
        let rainy = days.filter { $0.condition == .rain }.count
        return "Hottest: \(hottest.day) at \(temp(hottest.highC)); \(rainy) rainy day\(rainy == 1 ? "" : "s")"
    }
}

let json = """
[{"day":"Monday","highC":21.4,"lowC":12.0,"condition":"sunny","precipChance":5},
 {"day":"Tuesday","highC":18.6,"lowC":11.5,"condition":"rain","precipChance":80},
 {"day":"Wednesday","highC":-1.2,"lowC":-6.8,"condition":"snow","precipChance":60},
 {"day":"Thursday","highC":25.5,"lowC":15.0,"condition":"cloudy","precipChance":20}]
"""
let days = try! JSONDecoder().decode([DayForecast].self, from: Data(json.utf8))
var vm = ForecastViewModel(days: days)
for unit in TemperatureUnit.allCases {
    vm.unit = unit
    print("== \(unit)")
    print(vm.headline)
    for d in vm.days { print(vm.row(d)) }
}
print(ForecastViewModel(days: []).headline)
let avg = days.map { ($0.highC + $0.lowC) / 2 }.reduce(0, +) / Double(days.count)
print(String(format: "avg %.2f", avg))
