// Weather forecast model: Celsius/Fahrenheit conversion, conditions enum, rounding (including -0), highs/lows.
import Foundation

enum Condition: String, CaseIterable {
    case sunny, cloudy, rain, snow, storm
    var symbol: String {
        switch self {
        case .sunny: return "☀️"
        case .cloudy: return "☁️"
        case .rain: return "🌧"
        case .snow: return "❄️"
        case .storm: return "⛈"
        }
    }
}

enum TemperatureUnit { case celsius, fahrenheit }

struct DayForecast {
    let day: String
    let highC: Double
    let lowC: Double
    let condition: Condition
    let precipitation: Double // 0...1
}

func format(_ celsius: Double, _ unit: TemperatureUnit) -> String {
    let value = unit == .celsius ? celsius : celsius * 9 / 5 + 32
    let rounded = value.rounded()
    let text = rounded == 0 ? "0" : String(format: "%.0f", rounded)
    return text + "°"
}

func advice(for d: DayForecast) -> String {
    switch (d.condition, d.highC) {
    case (.storm, _): return "Stay inside"
    case (.snow, _), (_, ..<0): return "Bundle up"
    case (.rain, _) where d.precipitation > 0.7: return "Bring an umbrella"
    case (.sunny, 28...): return "Sunscreen!"
    case (_, 18..<28): return "Nice day"
    default: return "Light jacket"
    }
}

let week = [
    DayForecast(day: "Mon", highC: 31.4, lowC: 19.6, condition: .sunny, precipitation: 0),
    DayForecast(day: "Tue", highC: 22.5, lowC: 14.2, condition: .cloudy, precipitation: 0.2),
    DayForecast(day: "Wed", highC: 16.0, lowC: 9.5, condition: .rain, precipitation: 0.85),
    DayForecast(day: "Thu", highC: 12.3, lowC: 4.1, condition: .rain, precipitation: 0.4),
    DayForecast(day: "Fri", highC: -0.4, lowC: -7.8, condition: .cloudy, precipitation: 0.1),
    DayForecast(day: "Sat", highC: 1.0, lowC: -3.0, condition: .snow, precipitation: 0.9),
    DayForecast(day: "Sun", highC: 20.0, lowC: 12.0, condition: .storm, precipitation: 1.0),
]

for unit in [TemperatureUnit.celsius, .fahrenheit] {
    print(unit == .celsius ? "Forecast (°C)" : "Forecast (°F)")
    for d in week {
        let rain = d.precipitation > 0 ? " \(Int(d.precipitation * 100))%" : ""
        print("  \(d.day) \(d.condition.symbol) \(format(d.highC, unit))/\(format(d.lowC, unit))\(rain)")
    }
}
for d in week { print("\(d.day): \(advice(for: d))") }

let hottest = week.max { $0.highC < $1.highC }!
let coldest = week.min { $0.lowC < $1.lowC }!
print("Hottest \(hottest.day) \(format(hottest.highC, .celsius)), coldest night \(coldest.day) \(format(coldest.lowC, .celsius))")
let avgHigh = week.map(\.highC).reduce(0, +) / Double(week.count)
print(String(format: "Average high: %.1f°C", avgHigh))
let counts = Dictionary(grouping: week, by: \.condition).mapValues(\.count)
let summary = Condition.allCases.compactMap { c in counts[c].map { "\(c.rawValue)×\($0)" } }
print("Mix: \(summary.joined(separator: ", "))")
let wetDays = week.filter { $0.precipitation >= 0.5 }.map(\.day)
print("Wet days: \(wetDays.isEmpty ? "none" : wetDays.joined(separator: ", "))")
print("Freezing days: \(week.filter { $0.highC <= 0 }.count)")
