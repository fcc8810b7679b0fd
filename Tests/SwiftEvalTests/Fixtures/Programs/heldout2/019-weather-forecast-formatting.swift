import Foundation

enum Condition: String {
    case sunny, cloudy, rain, snow, storm
    var icon: String {
        switch self {
        case .sunny: return "☀️"
        case .cloudy: return "☁️"
        case .rain: return "🌧"
        case .snow: return "❄️"
        case .storm: return "⛈"
        }
    }
}

struct DayForecast {
    let weekday: String
    let highC: Double
    let lowC: Double
    let condition: Condition
    let precipChance: Int
    let windKph: Double
}

enum TemperatureUnit { case celsius, fahrenheit }

struct ForecastViewModel {
    let days: [DayForecast]
    var unit: TemperatureUnit = .celsius

    func temp(_ c: Double) -> String {
        let m = Measurement(value: c, unit: UnitTemperature.celsius)
        switch unit {
        case .celsius: return "\(Int(m.value.rounded()))°"
        case .fahrenheit: return "\(Int(m.converted(to: .fahrenheit).value.rounded()))°"
        }
    }

    func advisory(_ d: DayForecast) -> String? {
        switch (d.condition, d.precipChance, d.windKph) {
        case (.storm, _, _): return "Severe weather possible"
        case (_, 80..., _): return "Bring an umbrella"
        case (_, _, let w) where w >= 40: return "Windy: \(Int(w)) km/h"
        case (.snow, _, _) where d.lowC < -5: return "Icy roads"
        case (.sunny, _, _) where d.highC >= 30: return "Heat advisory"
        default: return nil
        }
    }

    var rows: [String] {
        days.map { d in
            let rain = d.precipChance > 0 ? " \(d.precipChance)%" : ""
            return "\(d.weekday.prefix(3)) \(d.condition.icon) \(temp(d.highC))/\(temp(d.lowC))\(rain)"
        }
    }

    var weekRange: String {
        guard let hi = days.map(\.highC).max(), let lo = days.map(\.lowC).min() else { return "--" }
        return "Range \(temp(lo)) to \(temp(hi))"
    }
}

var vm = ForecastViewModel(days: [
    DayForecast(weekday: "Monday", highC: 31.4, lowC: 19.5, condition: .sunny, precipChance: 0, windKph: 10),
    DayForecast(weekday: "Tuesday", highC: 24.6, lowC: 17.2, condition: .cloudy, precipChance: 20, windKph: 45.8),
    DayForecast(weekday: "Wednesday", highC: 18.0, lowC: 12.5, condition: .rain, precipChance: 90, windKph: 22),
    DayForecast(weekday: "Thursday", highC: 21.5, lowC: 14.49, condition: .storm, precipChance: 70, windKph: 60),
    DayForecast(weekday: "Friday", highC: -2.5, lowC: -8.1, condition: .snow, precipChance: 40, windKph: 12),
])

vm.rows.forEach { print($0) }
print(vm.weekRange)
vm.unit = .fahrenheit
vm.rows.forEach { print($0) }
print(vm.weekRange)
for d in vm.days {
    if let a = vm.advisory(d) { print("\(d.weekday): \(a)") }
}
let avgHigh = vm.days.map(\.highC).reduce(0, +) / Double(vm.days.count)
print("Average high: \(avgHigh)")
print(String(format: "Average high: %.1f°C", avgHigh))
let rainyDays = vm.days.filter { [.rain, .storm].contains($0.condition) }.map(\.weekday)
print("Wet days: \(rainyDays.joined(separator: " & "))")
print("Rounding: \([-2.5, -0.5, 0.5, 1.5, 2.5].map { Int($0.rounded()) })")
print("Banker's: \([0.5, 1.5, 2.5].map { $0.rounded(.toNearestOrEven) })")
