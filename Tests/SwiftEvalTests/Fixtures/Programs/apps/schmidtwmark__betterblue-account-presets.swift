// schmidtwmark__BetterBlue: BetterBlue/Models/Account.swift (brandEnum, regionEnum, updateVehicles merge by VIN, updateVehicleSortOrders), Models/ClimatePreset.swift, Views/Components/ClimatePresetsSection.swift (create/select/move/delete)
import Foundation

enum Brand: String { case hyundai, kia, fake }
enum Region: String { case usa = "USA", canada = "Canada", europe = "Europe" }
struct Vehicle { var vin: String; var model: String; var generation: Int }   // API model

final class BBVehicle {
    var vin: String, model: String, generation: Int, sortOrder = 0, customName: String? = nil
    init(from vehicle: Vehicle) { vin = vehicle.vin; model = vehicle.model; generation = vehicle.generation }
}
final class BBAccount {
    var brand: String, region: String
    var vehicles: [BBVehicle]? = []
    var safeVehicles: [BBVehicle] { vehicles ?? [] }
    init(brand: String, region: String) { self.brand = brand; self.region = region }
    var brandEnum: Brand { switch brand { case "hyundai": .hyundai; case "kia": .kia; case "fake": .fake; default: .hyundai } }
    var regionEnum: Region { Region(rawValue: region) ?? .usa }

    func updateVehicles(vehicles: [Vehicle]) {
        var existingVehicleMap: [String: BBVehicle] = [:]
        var maxSortOrder = 0
        for bbVehicle in safeVehicles {
            existingVehicleMap[bbVehicle.vin] = bbVehicle
            maxSortOrder = max(maxSortOrder, bbVehicle.sortOrder)
        }
        var processedVINs = Set<String>()
        var newVehiclesToAdd: [BBVehicle] = []
        for (index, vehicle) in vehicles.enumerated() {
            processedVINs.insert(vehicle.vin)
            if let existing = existingVehicleMap[vehicle.vin] {
                existing.model = vehicle.model; existing.generation = vehicle.generation
            } else {
                let bbVehicle = BBVehicle(from: vehicle)
                bbVehicle.sortOrder = maxSortOrder + index + 1
                newVehiclesToAdd.append(bbVehicle)
            }
        }
        for bbVehicle in safeVehicles.reversed() where !processedVINs.contains(bbVehicle.vin) {
            if let vehicles = self.vehicles, let index = vehicles.firstIndex(where: { $0 === bbVehicle }) { self.vehicles?.remove(at: index) }
        }
        for newVehicle in newVehiclesToAdd { if self.vehicles == nil { self.vehicles = [] }; self.vehicles?.append(newVehicle) }
    }
    static func updateVehicleSortOrders(_ vehicles: [BBVehicle]) { for (index, vehicle) in vehicles.enumerated() { vehicle.sortOrder = index } }
    func dump(_ label: String) {
        print(label, safeVehicles.sorted { $0.sortOrder < $1.sortOrder }.map { "\($0.sortOrder):\($0.customName ?? $0.model)(\($0.vin.suffix(4)))" })
    }
}

final class ClimatePreset {
    static let availableIcons: [(icon: String, name: String)] = [("fan", "Fan"), ("thermometer", "Thermometer"), ("snowflake", "Snowflake"), ("sun.max", "Sun")]
    var name: String, iconName: String, isSelected: Bool, sortOrder = 0
    init(name: String, iconName: String = "fan", isSelected: Bool = false) { self.name = name; self.iconName = iconName; self.isSelected = isSelected }
}
var presets: [ClimatePreset] = [ClimatePreset(name: "Default", isSelected: true)]
var vehiclePresets: [ClimatePreset] { presets.sorted { $0.sortOrder < $1.sortOrder } }
func createNewPreset() {
    let icon = ClimatePreset.availableIcons[vehiclePresets.count % ClimatePreset.availableIcons.count].icon   // randomElement() in the app
    let newPreset = ClimatePreset(name: "Preset \(vehiclePresets.count + 1)", iconName: icon)
    newPreset.sortOrder = vehiclePresets.count
    presets.append(newPreset)
}
func selectPreset(_ preset: ClimatePreset) { for other in vehiclePresets { other.isSelected = false }; preset.isSelected = true }
func movePresets(from source: Int, to destination: Int) {   // Array.move(fromOffsets:toOffset:) from SwiftUI
    var list = vehiclePresets
    let item = list.remove(at: source)
    list.insert(item, at: destination > source ? destination - 1 : destination)
    for (index, preset) in list.enumerated() { preset.sortOrder = index }
}
func deletePreset(at index: Int) {
    guard vehiclePresets.count > 1 else { print("cannot delete the last preset"); return }
    let preset = vehiclePresets[index]
    presets.removeAll { $0 === preset }
    if preset.isSelected { vehiclePresets.first?.isSelected = true }
}
func dumpPresets(_ label: String) { print(label, vehiclePresets.map { "\($0.isSelected ? "*" : "")\($0.name)[\($0.iconName)]" }) }

for (brand, region) in [("kia", "Canada"), ("fake", "Mars"), ("Hyundai", "Europe")] {
    let account = BBAccount(brand: brand, region: region)
    print("\(brand)/\(region) -> \(account.brandEnum) \(account.regionEnum.rawValue)")
}
let account = BBAccount(brand: "hyundai", region: "USA")
account.updateVehicles(vehicles: [Vehicle(vin: "KM8K-0001", model: "IONIQ 5", generation: 2), Vehicle(vin: "KM8K-0002", model: "Tucson", generation: 2)])
account.dump("first fetch:")
account.safeVehicles[0].customName = "Blue"
account.updateVehicles(vehicles: [Vehicle(vin: "KM8K-0003", model: "Kona", generation: 3), Vehicle(vin: "KM8K-0001", model: "IONIQ 5 N", generation: 3)])
account.dump("second fetch:")
BBAccount.updateVehicleSortOrders(account.safeVehicles.reversed())
account.dump("reordered:")
createNewPreset(); createNewPreset(); createNewPreset()
dumpPresets("created:")
selectPreset(vehiclePresets[2]); movePresets(from: 0, to: 3)
dumpPresets("selected + moved:")
deletePreset(at: 1); dumpPresets("deleted selected:")
deletePreset(at: 0); deletePreset(at: 0); deletePreset(at: 0)
dumpPresets("final:")
