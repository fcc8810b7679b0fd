// View model with an injected service protocol: a mock returns canned results, the model maps them to view state.
import Foundation

struct Forecast { let city: String; let tempC: Double; let summary: String }

enum ServiceError: Error { case offline, unknownCity(String), rateLimited(retryAfter: Int) }

protocol WeatherService {
    func forecast(for city: String) throws -> Forecast
}

final class MockWeatherService: WeatherService {
    var calls: [String] = []
    var offline = false
    let data: [String: Forecast]
    init(data: [String: Forecast]) { self.data = data }
    func forecast(for city: String) throws -> Forecast {
        calls.append(city)
        if offline { throw ServiceError.offline }
        if calls.count > 5 { throw ServiceError.rateLimited(retryAfter: 30) }
        guard let f = data[city.lowercased()] else { throw ServiceError.unknownCity(city) }
        return f
    }
}

enum ViewState: Equatable {
    case idle, loaded(title: String, detail: String), empty(String), error(String)
}

final class WeatherViewModel {
    private let service: WeatherService
    private(set) var state: ViewState = .idle
    private(set) var recent: [String] = []
    var useFahrenheit = false
    init(service: WeatherService) { self.service = service }

    func search(_ text: String) {
        let city = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !city.isEmpty else { state = .empty("Type a city name"); return }
        do {
            let f = try service.forecast(for: city)
            let t = useFahrenheit ? f.tempC * 9 / 5 + 32 : f.tempC
            state = .loaded(title: f.city, detail: "\(Int(t.rounded()))°\(useFahrenheit ? "F" : "C") · \(f.summary)")
            recent.removeAll { $0 == f.city }
            recent.insert(f.city, at: 0)
            if recent.count > 3 { recent.removeLast() }
        } catch ServiceError.offline {
            state = .error("You're offline")
        } catch ServiceError.unknownCity(let c) {
            state = .empty("No results for “\(c)”")
        } catch ServiceError.rateLimited(let s) {
            state = .error("Too many requests, try again in \(s)s")
        } catch {
            state = .error("Something went wrong")
        }
    }
    var screen: String {
        switch state {
        case .idle: return "Search for a city"
        case .loaded(let title, let detail): return "\(title): \(detail)"
        case .empty(let msg): return "∅ \(msg)"
        case .error(let msg): return "⚠️ \(msg)"
        }
    }
}

let mock = MockWeatherService(data: [
    "oslo": Forecast(city: "Oslo", tempC: -4.5, summary: "Snow"),
    "lima": Forecast(city: "Lima", tempC: 19.2, summary: "Overcast"),
    "cairo": Forecast(city: "Cairo", tempC: 35.5, summary: "Sunny"),
])
let vm = WeatherViewModel(service: mock)
print(vm.screen)
for query in ["  ", "Oslo", "LIMA", "Atlantis", "cairo", "oslo"] {
    vm.search(query)
    print("\(query.isEmpty || query.allSatisfy(\.isWhitespace) ? "(blank)" : query) → \(vm.screen)")
}
vm.useFahrenheit = true
vm.search("Lima")
print("°F → \(vm.screen)")
mock.offline = true
vm.search("Oslo")
print("offline → \(vm.screen)")
print("Recent: \(vm.recent.joined(separator: ", ")); service calls: \(mock.calls.count)")
print("State is error: \(vm.state == .error("You're offline"))")
