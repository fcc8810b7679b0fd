// schmidtwmark__BetterBlue: BetterBlue/Models/Vehicle.swift (ChargePortType, fuel-type override and self-heal, displayName, showClimateDuration, plugIcon), Views/Components/EVRangeChargingCard.swift, VehicleRangeViews.swift
import Foundation

enum FuelType: String, Codable { case gas, electric, phev }
enum Region { case usa, europe, canada }
enum PlugType { case unplugged, acCharger, dcCharger }
enum ChargePortType: String, Codable, CaseIterable {
    case ccs1 = "CCS1", ccs2 = "CCS2", nacs = "NACS"
    var displayName: String { rawValue }
    var dcPlugIcon: String { switch self { case .ccs1: "ev.plug.dc.ccs1"; case .ccs2: "ev.plug.dc.ccs2"; case .nacs: "ev.plug.dc.nacs" } }
    var acPlugIcon: String { switch self { case .ccs1: "ev.plug.ac.type.1"; case .ccs2: "ev.plug.ac.type.2"; case .nacs: "ev.plug.dc.nacs" } }
}
struct EVStatus { var charging: Bool; var chargeSpeed: Double; var rangeMiles: Double; var percentage: Double; var chargeTime: Duration; var currentTargetSOC: Double?; var plugType: PlugType }
struct FuelRange { var rangeMiles: Double; var percentage: Double }
struct VehicleStatus { var evStatus: EVStatus?; var gasRange: FuelRange? }

final class BBVehicle {
    var model: String, generation: Int, region: Region?
    var fuelTypeRaw = FuelType.gas.rawValue, fuelTypeOverrideRaw: String?, chargePortTypeRaw = ChargePortType.ccs1.rawValue
    var customName: String?, showClimateDurationOverride: Bool?
    var evStatus: EVStatus?, gasRange: FuelRange?
    init(model: String, generation: Int, region: Region?) { self.model = model; self.generation = generation; self.region = region }

    var chargePortType: ChargePortType { get { ChargePortType(rawValue: chargePortTypeRaw) ?? .ccs1 } set { chargePortTypeRaw = newValue.rawValue } }
    var fuelTypeOverride: FuelType? {
        get { guard let raw = fuelTypeOverrideRaw else { return nil }; return FuelType(rawValue: raw) }
        set { fuelTypeOverrideRaw = newValue?.rawValue }
    }
    var fuelType: FuelType {
        get { if let override = fuelTypeOverride { return override }; return FuelType(rawValue: fuelTypeRaw) ?? .gas }
        set { fuelTypeRaw = newValue.rawValue }
    }
    var showClimateDuration: Bool {
        if let override = showClimateDurationOverride { return override }
        if generation >= 3 { return true }
        return region != .usa
    }
    var displayName: String { customName?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == false ? customName! : model }
    func normalizeRangesForCurrentFuelType() {
        switch fuelType { case .gas: evStatus = nil; case .electric: gasRange = nil; case .phev: break }
    }
    func isFuelTypeUpgrade(from: FuelType, to: FuelType) -> Bool {
        switch (from, to) { case (.gas, .electric), (.gas, .phev), (.electric, .phev): return true; default: return false }
    }
    func updateStatus(with status: VehicleStatus) -> String {
        let inferredType: FuelType?
        switch (status.evStatus, status.gasRange) {
        case (.some, .some): inferredType = .phev
        case (.some, .none): inferredType = .electric
        case (.none, .some): inferredType = .gas
        case (.none, .none): inferredType = nil
        }
        var log = "no change"
        if let inferredType, isFuelTypeUpgrade(from: fuelType, to: inferredType) { log = "self-heal \(fuelType.rawValue) → \(inferredType.rawValue)"; fuelType = inferredType }
        if fuelType != .gas, let ev = status.evStatus { evStatus = ev }
        if fuelType != .electric, let gas = status.gasRange { gasRange = gas }
        return log
    }
    func plugIcon(for plugType: PlugType?) -> String {
        guard let plugType else { return "custom.powerplug.portrait.slash" }
        switch plugType {
        case .unplugged: return "custom.powerplug.portrait.slash"
        case .acCharger: return chargePortType.acPlugIcon
        case .dcCharger: return chargePortType.dcPlugIcon
        }
    }
    var card: String {
        guard let ev = evStatus else { return gasRange.map { "Gas Range \(Int($0.rangeMiles)) mi, Fuel \(Int($0.percentage))%" } ?? "--" }
        let range = ev.rangeMiles > 0 ? String(format: "%.0f mi", ev.rangeMiles) : "--"
        var text = "EV Range \(range), Battery \(Int(ev.percentage))%, plug \(plugIcon(for: ev.plugType))"
        if ev.charging, ev.chargeSpeed > 0 { text += ", " + String(format: "%.1f kW", ev.chargeSpeed) }
        if ev.charging, ev.chargeTime > .seconds(0) {
            let minutes = Int(ev.chargeTime.components.seconds / 60)   // duration.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated))
            text += ", \(minutes / 60) hr, \(minutes % 60) min" + (ev.currentTargetSOC.map { " to \(Int($0))%" } ?? "")
        }
        return text
    }
}

let ioniq = BBVehicle(model: "IONIQ 5", generation: 2, region: .usa)
let ev = EVStatus(charging: true, chargeSpeed: 48.25, rangeMiles: 187.6, percentage: 63.9, chargeTime: .seconds(4_380), currentTargetSOC: 80, plugType: .dcCharger)
print(ioniq.displayName, ioniq.fuelType, ioniq.showClimateDuration, ioniq.card)
print(ioniq.updateStatus(with: VehicleStatus(evStatus: ev)), "|", ioniq.card)
ioniq.chargePortType = .nacs
print(ioniq.updateStatus(with: VehicleStatus(evStatus: ev, gasRange: FuelRange(rangeMiles: 30, percentage: 12))), "|", ioniq.fuelType, ioniq.chargePortTypeRaw, ioniq.plugIcon(for: .dcCharger))
ioniq.fuelTypeOverride = .electric
ioniq.normalizeRangesForCurrentFuelType()
print("override:", ioniq.fuelType, ioniq.fuelTypeRaw, ioniq.gasRange == nil, "| demote attempt:", ioniq.updateStatus(with: VehicleStatus(gasRange: FuelRange(rangeMiles: 1, percentage: 1))))
ioniq.fuelTypeOverride = nil
print("cleared override:", ioniq.fuelType)
let sorento = BBVehicle(model: "Sorento", generation: 1, region: .europe)
sorento.customName = "   "
print(sorento.displayName, sorento.showClimateDuration, sorento.updateStatus(with: VehicleStatus(gasRange: FuelRange(rangeMiles: 402.4, percentage: 71))), sorento.card)
sorento.customName = " Family car "; sorento.showClimateDurationOverride = false
print("'\(sorento.displayName)'", sorento.showClimateDuration, BBVehicle(model: "EV9", generation: 3, region: .usa).showClimateDuration, BBVehicle(model: "Kona", generation: 2, region: nil).showClimateDuration)
print(ChargePortType.allCases.map { "\($0.displayName): \($0.acPlugIcon) / \($0.dcPlugIcon)" }, ioniq.plugIcon(for: nil))
