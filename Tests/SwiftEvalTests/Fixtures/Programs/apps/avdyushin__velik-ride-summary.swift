// avdyushin__Velik: Velik/Models/{Power,Energy,Weight,RideSummary}.swift, Extensions/Collections+Extension.swift, ViewModels/RideViewModel.swift (labels), Views/AxisValuesProvider.swift (YAxisValues)
import Foundation

struct Parameters {
    enum Defaults {
        static let altitude = Measurement(value: 0, unit: UnitLength.meters)
        static let temperature = Measurement(value: 20, unit: UnitTemperature.celsius)
        static let wind = Measurement(value: 0, unit: UnitSpeed.metersPerSecond)
        static let mass = Measurement(value: 80, unit: UnitMass.kilograms)
    }
    let avgSpeed: Measurement<UnitSpeed>
    var altitude = Defaults.altitude, temperature = Defaults.temperature, wind = Defaults.wind, weight = Defaults.mass
    var segmentDistance: Measurement<UnitLength>? = nil, segmentElevation: Measurement<UnitLength>? = nil
}
enum Power {
    static func power(parameters: Parameters) -> Measurement<UnitPower> {
        let v = parameters.avgSpeed.converted(to: .metersPerSecond).value
        let h = parameters.altitude.converted(to: .meters).value
        let t = parameters.temperature.converted(to: .kelvin).value
        let m = parameters.weight.converted(to: .kilograms).value
        let w = parameters.wind.converted(to: .metersPerSecond).value
        let H = parameters.segmentElevation?.converted(to: .meters).value ?? 0
        let L = parameters.segmentDistance?.converted(to: .meters).value ?? 1
        let p = 101325.0, M = 0.0289654, R = 8.31447, Hn = 10400.0, g = 9.8, loss = 0.02
        let CdA = [0.388, 0.445, 0.420, 0.300, 0.233, 0.200], Crr = [0.005, 0.004, 0.012]
        let rho = p * M / (R * t) * exp(-h / Hn)
        let V = pow(v + w, 2)
        let theta = asin(H / L)
        let Fg = m * g * sin(theta)
        let Fr = m * g * Crr[0] * cos(theta)
        let Fd = 0.5 * CdA[0] * rho * V
        return Measurement(value: (Fg + Fr + Fd) * v * (1 + loss), unit: .watts)
    }
}
enum Energy {
    static func energy(power: Measurement<UnitPower>, duration: Measurement<UnitDuration>) -> Measurement<UnitEnergy> {
        let kilojoules = power.converted(to: .watts).value / 1000 * duration.converted(to: .seconds).value
        return Measurement(value: kilojoules, unit: UnitEnergy.kilojoules)
    }
}
enum Weight {
    static func loss(energy: Measurement<UnitEnergy>) -> Measurement<UnitMass> {
        Measurement(value: 0.000128571 * energy.converted(to: .kilocalories).value, unit: UnitMass.kilograms)
    }
}

extension Sequence where Element: AdditiveArithmetic { func sum() -> Element { reduce(.zero, +) } }
extension Collection where Element: BinaryInteger { func average() -> Element { isEmpty ? .zero : sum() / Element(count) } }
extension Collection where Element: BinaryFloatingPoint { func average() -> Element { isEmpty ? .zero : sum() / Element(count) } }
extension Collection { func average<T: BinaryFloatingPoint>(by keyPath: KeyPath<Element, T>) -> T { map { $0[keyPath: keyPath] }.average() } }
extension Sequence {
    func sum<T: AdditiveArithmetic>(by keyPath: KeyPath<Element, T>) -> T { map { $0[keyPath: keyPath] }.sum() }
    func max<T: Comparable>(by keyPath: KeyPath<Element, T>) -> Element? { self.max { $0[keyPath: keyPath] < $1[keyPath: keyPath] } }
    func count(_ where: (Element) -> Bool) -> Int { filter(`where`).count }
}

struct TrackPoint { let speed: Double; let altitude: Double; let distance: Double }   // m/s, m, m from previous point
let points = [TrackPoint(speed: 0, altitude: 34, distance: 0), TrackPoint(speed: 4.2, altitude: 36, distance: 410),
              TrackPoint(speed: 6.9, altitude: 41, distance: 690), TrackPoint(speed: 8.3, altitude: 39, distance: 830),
              TrackPoint(speed: 5.5, altitude: 47, distance: 550), TrackPoint(speed: 7.1, altitude: 45, distance: 710)]
let duration = 3_725.0
let distance = points.sum(by: \.distance)
let avgSpeed = points.average(by: \.speed)
let elevationGain = zip(points, points.dropFirst()).map { max($1.altitude - $0.altitude, 0) }.sum()
let power = Power.power(parameters: Parameters(avgSpeed: Measurement(value: avgSpeed, unit: .metersPerSecond)))
let energy = Energy.energy(power: power, duration: Measurement(value: duration, unit: .seconds))
let uphill = Power.power(parameters: Parameters(avgSpeed: Measurement(value: 18, unit: .kilometersPerHour), temperature: Measurement(value: 5, unit: .celsius),
                                                segmentDistance: Measurement(value: 1, unit: .kilometers), segmentElevation: Measurement(value: 60, unit: .meters)))

func pair<U>(_ m: Measurement<U>, _ format: String = "%.1f") -> String { String(format: format, m.value) + " " + m.unit.symbol }
print("Distance:", pair(Measurement(value: distance, unit: UnitLength.meters).converted(to: .kilometers), "%.2f"))
print("Duration:", String(format: "%d:%02d:%02d", Int(duration) / 3600, Int(duration) % 3600 / 60, Int(duration) % 60))
print("Avg speed:", pair(Measurement(value: avgSpeed, unit: UnitSpeed.metersPerSecond).converted(to: .kilometersPerHour)))
print("Max speed:", pair(Measurement(value: points.max(by: \.speed)!.speed, unit: UnitSpeed.metersPerSecond).converted(to: .kilometersPerHour)))
print("Elevation gain:", pair(Measurement(value: elevationGain, unit: UnitLength.meters), "%.0f"), "| moving points:", points.count { $0.speed > 0 })
print("Avg power:", pair(power), "| uphill 6% at 18 km/h, 5°C:", pair(uphill, "%.0f"))
print("Energy output:", pair(energy.converted(to: .kilocalories), "%.0f"), "| weight loss:", pair(Weight.loss(energy: energy), "%.3f"))
print("integer average:", [3, 4, 8].average(), "double average:", [3.0, 4, 8].average(), "empty:", [Int]().average())

let (minY, maxY) = (points.map(\.altitude).min()!, points.map(\.altitude).max()!)
let step = (maxY - minY) / 4
let values = Array(stride(from: minY, to: maxY, by: step)) + [maxY]
print("elevation axis:", values.map { pair(Measurement(value: $0, unit: UnitLength.meters).converted(to: .feet), "%.0f") })
