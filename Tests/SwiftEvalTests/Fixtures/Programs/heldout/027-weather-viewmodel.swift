import Foundation

enum TemperatureUnit { case celsius, fahrenheit }

struct Forecast {
    let city: String
    let celsius: Double
    let humidity: Double
    let windKph: Double
}

struct WeatherViewModel {
    var unit: TemperatureUnit = .celsius
    let forecast: Forecast

    var temperatureText: String {
        switch unit {
        case .celsius: return String(format: "%.0f°C", forecast.celsius)
        case .fahrenheit: return String(format: "%.0f°F", forecast.celsius * 9 / 5 + 32)
        }
    }

    var condition: String {
        switch (forecast.celsius, forecast.humidity) {
        case (..<0, _): return "Freezing"
        case (0..<12, let h) where h > 0.8: return "Cold and damp"
        case (0..<12, _): return "Chilly"
        case (12..<25, _): return "Pleasant"
        case (25..., let h) where h > 0.7: return "Hot and humid"
        default: return "Hot"
        }
    }

    var windText: String {
        switch forecast.windKph {
        case 0: return "Calm"
        case 0..<20: return "Light breeze"
        case 20..<50: return "Windy"
        default: return "Storm warning"
        }
    }

    var summary: String {
        "\(forecast.city): \(temperatureText), \(condition), \(windText), humidity \(Int(forecast.humidity * 100))%"
    }
}

let forecasts = [
    Forecast(city: "Reykjavik", celsius: -3.4, humidity: 0.6, windKph: 35),
    Forecast(city: "London", celsius: 9.6, humidity: 0.85, windKph: 12),
    Forecast(city: "Lisbon", celsius: 19.2, humidity: 0.5, windKph: 0),
    Forecast(city: "Singapore", celsius: 31.0, humidity: 0.9, windKph: 8),
    Forecast(city: "Dubai", celsius: 38.6, humidity: 0.3, windKph: 62),
]

for f in forecasts {
    var vm = WeatherViewModel(forecast: f)
    print(vm.summary)
    vm.unit = .fahrenheit
    print("   in F: \(vm.temperatureText)")
}
let warmest = forecasts.max { $0.celsius < $1.celsius }!
print("Warmest: \(warmest.city)")
