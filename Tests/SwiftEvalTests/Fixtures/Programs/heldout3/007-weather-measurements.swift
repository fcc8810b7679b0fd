import Foundation

struct DayForecast {
    let day: String
    let highCelsius: Double
    let lowCelsius: Double
    let windKph: Double
    let condition: Condition

    enum Condition: String {
        case sunny = "☀️", cloudy = "☁️", rain = "🌧", snow = "❄️"
    }

    var high: Measurement<UnitTemperature> { Measurement(value: highCelsius, unit: .celsius) }
    var low: Measurement<UnitTemperature> { Measurement(value: lowCelsius, unit: .celsius) }
    var wind: Measurement<UnitSpeed> { Measurement(value: windKph, unit: .kilometersPerHour) }
}

enum TemperatureUnitPreference {
    case metric, imperial
}

struct ForecastViewModel {
    let days: [DayForecast]
    var preference: TemperatureUnitPreference

    func temperatureLabel(_ m: Measurement<UnitTemperature>) -> String {
        switch preference {
        case .metric:
            return String(format: "%.0f°C", m.converted(to: .celsius).value)
        case .imperial:
            return String(format: "%.0f°F", m.converted(to: .fahrenheit).value)
        }
    }

    func windLabel(_ m: Measurement<UnitSpeed>) -> String {
        switch preference {
        case .metric: return String(format: "%.1f km/h", m.value)
        case .imperial: return String(format: "%.1f mph", m.converted(to: .milesPerHour).value)
        }
    }

    var rows: [String] {
        days.map { d in
            "\(d.day) \(d.condition.rawValue) \(temperatureLabel(d.high)) / \(temperatureLabel(d.low)) wind \(windLabel(d.wind))"
        }
    }
}

let days = [
    DayForecast(day: "Mon", highCelsius: 21.4, lowCelsius: 12.0, windKph: 14, condition: .sunny),
    DayForecast(day: "Tue", highCelsius: 17.8, lowCelsius: 9.5, windKph: 30.5, condition: .rain),
    DayForecast(day: "Wed", highCelsius: -1.0, lowCelsius: -7.3, windKph: 8, condition: .snow),
    DayForecast(day: "Thu", highCelsius: 10.0, lowCelsius: 3.2, windKph: 22, condition: .cloudy),
]

var vm = ForecastViewModel(days: days, preference: .metric)
vm.rows.forEach { print($0) }
vm.preference = .imperial
vm.rows.forEach { print($0) }

let warmest = days.max { $0.highCelsius < $1.highCelsius }!
print("Warmest: \(warmest.day)")
let avgHigh = days.map(\.highCelsius).reduce(0, +) / Double(days.count)
print(String(format: "Average high: %.2f", avgHigh))
let distance = Measurement(value: 5, unit: UnitLength.kilometers)
print(String(format: "5 km = %.3f miles", distance.converted(to: .miles).value))
let freezing = days.filter { $0.low < Measurement(value: 0, unit: UnitTemperature.celsius) }.map(\.day)
print("Freezing nights: \(freezing)")
