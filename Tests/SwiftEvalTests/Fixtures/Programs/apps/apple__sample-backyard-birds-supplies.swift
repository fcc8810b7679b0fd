// apple__sample-backyard-birds: BackyardBirdsData/Backyards/{Backyard,BackyardSupplies,BackyardTimeOfDay,BackyardVisitorEvent}.swift, General/TimeInterval+Extensions.swift; Multiplatform/Backyards/BackyardSupplyIndicator.swift
import Foundation

extension TimeInterval {
    init(days: Double = 0, hours: Double = 0, minutes: Double = 0, seconds: Double = 0) {
        self = (24 * 60 * 60 * days) + (60 * 60 * hours) + (60 * minutes) + seconds
    }
}
let timeIntervalUntilFoodLow = TimeInterval(hours: 8)
let timeIntervalUntilFoodEmpty = timeIntervalUntilFoodLow + TimeInterval(hours: 1)
let timeIntervalUntilWaterLow = TimeInterval(hours: 15)
let timeIntervalUntilWaterEmpty = timeIntervalUntilWaterLow + TimeInterval(hours: 1)

enum BackyardSupplies: Hashable, CaseIterable, Codable {
    case food, water
    var title: String { switch self { case .food: "Food"; case .water: "Water" } }
    var durationUntilLow: TimeInterval { switch self { case .food: timeIntervalUntilFoodLow; case .water: timeIntervalUntilWaterLow } }
    var totalDuration: TimeInterval { switch self { case .food: timeIntervalUntilFoodEmpty; case .water: timeIntervalUntilWaterEmpty } }
}

enum BackyardTimeOfDay: Hashable, Codable {
    case night, sunrise, morning, afternoon, sunset
    init(timeInterval: TimeInterval) {
        let timeInterval = timeInterval.truncatingRemainder(dividingBy: TimeInterval(days: 1))
        self.init(hour: Int(floor(timeInterval / TimeInterval(hours: 1))))
    }
    init(hour: Int) {
        switch hour {
        case 0 ..< 6: self = .night
        case 6: self = .sunrise
        case 7 ..< 12: self = .morning
        case 12 ..< 20: self = .afternoon
        case 20: self = .sunset
        default: self = .night
        }
    }
    var symbol: String {
        switch self {
        case .night: "moon"; case .sunrise: "sunrise"; case .morning: "sun.min"
        case .afternoon: "sun.max"; case .sunset: "sunset"
        }
    }
}

struct BackyardVisitorEvent {
    var birdName: String, startDate: Date, duration: TimeInterval
    var endDate: Date { startDate.addingTimeInterval(duration) }
}

let now = Date(timeIntervalSince1970: 1_700_000_000)

final class Backyard {
    var name: String
    var foodRefillDate: Date, waterRefillDate: Date
    var foodName: String?
    var visitorEvents: [BackyardVisitorEvent] = []
    init(name: String?, foodRefill: Date, waterRefill: Date) {
        self.name = name ?? "Backyard"
        foodRefillDate = foodRefill
        waterRefillDate = waterRefill
    }
    func refillDate(for supplies: BackyardSupplies) -> Date {
        switch supplies { case .food: foodRefillDate; case .water: waterRefillDate }
    }
    func expectedEmptyDate(for supplies: BackyardSupplies) -> Date { refillDate(for: supplies).addingTimeInterval(supplies.totalDuration) }
    func lowSuppliesDate(for supplies: BackyardSupplies) -> Date { refillDate(for: supplies).addingTimeInterval(supplies.durationUntilLow) }
    var historicalEvents: [BackyardVisitorEvent] {
        visitorEvents.filter { $0.endDate < now }.sorted(using: KeyPathComparator(\.endDate, order: .reverse))
    }
}

func formattedTimeRemaining(from timeInterval: TimeInterval) -> String {
    let duration = Duration(secondsComponent: Int64(timeInterval), attosecondsComponent: 0)
    return duration.formatted(.units(allowed: [.hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 1).locale(Locale(identifier: "en_US")))
}

let yards = [
    Backyard(name: "Cedar Grove", foodRefill: now - TimeInterval(hours: 2), waterRefill: now - TimeInterval(hours: 15, minutes: 27)),
    Backyard(name: nil, foodRefill: now - TimeInterval(hours: 8, minutes: 30), waterRefill: now - TimeInterval(days: 1)),
]
yards[0].foodName = "Sunflower Seeds"
yards[0].visitorEvents = [
    BackyardVisitorEvent(birdName: "Swallow", startDate: now - TimeInterval(hours: 3), duration: 600),
    BackyardVisitorEvent(birdName: "Cardinal", startDate: now - TimeInterval(hours: 1), duration: 1200),
    BackyardVisitorEvent(birdName: "Dove", startDate: now - 300, duration: 900),
]
for yard in yards {
    print(yard.name)
    for supplies in BackyardSupplies.allCases {
        let remaining = max(now.distance(to: yard.expectedEmptyDate(for: supplies)), 0)
        let label = supplies == .food ? (yard.foodName ?? "- Food name is missing. -") : supplies.title
        let low = now >= yard.lowSuppliesDate(for: supplies) ? " (low)" : ""
        print("  \(label): \(formattedTimeRemaining(from: remaining)) remaining\(low)")
    }
    print("  history:", yard.historicalEvents.map(\.birdName))
}
for hours in [0.5, 6, 6.99, 11, 12, 19.5, 20, 23, 30] {
    print("t+\(hours)h ->", BackyardTimeOfDay(timeInterval: TimeInterval(hours: hours)).symbol)
}
