// mikaelacaron__Basic-Car-Maintenance: Shared/Models/{MaintenanceEvent,OdometerReading,Vehicle}.swift, Dashboard/ViewModels/DashboardViewModel.swift, Dashboard/Views/DashboardView.swift, Odometer/Views/OdometerRowView.swift
import Foundation
import Observation

struct MaintenanceEvent: Codable, Identifiable, Hashable {
    var id: String?, userID: String?
    let vehicleID: String, title: String, date: Date, notes: String
}
struct OdometerReading: Codable, Identifiable, Hashable {
    var id: String?, userID: String?
    let date: Date, distance: Int, isMetric: Bool, vehicleID: String
}
struct Vehicle: Codable, Identifiable, Hashable {
    var id: String?, userID: String?
    let name: String, make: String, model: String
    let year: String?, color: String?
    init(id: String? = nil, name: String, make: String, model: String, year: String? = nil, color: String? = nil) {
        self.id = id; self.name = name; self.make = make; self.model = model; self.year = year; self.color = color
    }
}

@Observable class DashboardViewModel {
    enum SortOption: Int, CaseIterable, Identifiable {
        case oldestToNewest = 0, newestToOldest = 1, custom = 2
        var id: Int { rawValue }
        var label: String {
            switch self { case .oldestToNewest: "Oldest to Newest"; case .newestToOldest: "Newest to Oldest"; case .custom: "Custom" }
        }
    }
    let userUID: String?
    var events = [MaintenanceEvent]()
    var sortOption: SortOption = .custom
    var vehicles = [Vehicle]()
    var searchText: String = ""
    var sortedEvents: [MaintenanceEvent] {
        switch sortOption {
        case .oldestToNewest: events.sorted { $0.date < $1.date }
        case .newestToOldest: events.sorted { $0.date > $1.date }
        case .custom: events
        }
    }
    var searchedEvents: [MaintenanceEvent] {
        if searchText.isEmpty { sortedEvents } else { sortedEvents.filter { $0.title.localizedStandardContains(searchText) } }
    }
    init(userUID: String?) { self.userUID = userUID }
    func addEvent(_ maintenanceEvent: MaintenanceEvent) {
        guard let uid = userUID else { return }
        var eventToAdd = maintenanceEvent
        eventToAdd.userID = uid
        events.append(eventToAdd)
    }
    func deleteEvent(_ event: MaintenanceEvent) {
        if let eventIndex = events.firstIndex(of: event) { events.remove(at: eventIndex) }
    }
}

let eventDateFormat: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .short
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
}()
func day(_ y: Int, _ m: Int, _ d: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: y, month: m, day: d))!
}

let viewModel = DashboardViewModel(userUID: "uid-42")
viewModel.vehicles = [Vehicle(id: "v1", name: "Daily Driver", make: "Honda", model: "Civic", year: "2016"), Vehicle(id: "v2", name: "Truck", make: "Ford", model: "F-150")]
viewModel.addEvent(MaintenanceEvent(id: "e1", vehicleID: "v1", title: "Oil Change", date: day(2024, 3, 2), notes: "Synthetic 0W-20"))
viewModel.addEvent(MaintenanceEvent(id: "e2", vehicleID: "v2", title: "Tire rotation", date: day(2023, 11, 15), notes: ""))
viewModel.addEvent(MaintenanceEvent(id: "e3", vehicleID: "v9", title: "Cabin air filter", date: day(2024, 1, 20), notes: "Bought at the dealer"))
viewModel.addEvent(MaintenanceEvent(id: "e4", vehicleID: "v1", title: "Oil filter", date: day(2022, 7, 4), notes: ""))

func row(_ event: MaintenanceEvent) -> String {
    let vehicleName = viewModel.vehicles.first { $0.id == event.vehicleID }?.name ?? "No Name"
    return "\(event.title) — \(vehicleName) on \(eventDateFormat.string(from: event.date))\(event.notes.isEmpty ? "" : " — \(event.notes)")"
}
for option in DashboardViewModel.SortOption.allCases {
    viewModel.sortOption = option
    print("[\(option.label)]")
    viewModel.searchedEvents.forEach { print("  " + row($0)) }
}
for search in ["oil", "FILTER", "brakes"] {
    viewModel.searchText = search
    let found = viewModel.searchedEvents
    print(found.isEmpty ? "There were no maintenance events for '\(search)'. Try a new search." : "'\(search)': \(found.map(\.title))")
}
viewModel.deleteEvent(viewModel.events[1])
print("after delete:", viewModel.events.compactMap(\.id), viewModel.events.allSatisfy { $0.userID == "uid-42" })

let readings = [OdometerReading(date: day(2024, 2, 29), distance: 48_210, isMetric: false, vehicleID: "v1"),
                OdometerReading(date: day(2023, 12, 31), distance: 120_500, isMetric: true, vehicleID: "v3")]
let style = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
for reading in readings {
    print(viewModel.vehicles.first { $0.id == reading.vehicleID }?.name ?? "No Name", "| Mileage: \(reading.distance) \(reading.isMetric ? "km" : "mi") | Recorded On: \(reading.date.formatted(style))")
}
