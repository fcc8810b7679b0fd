import SwiftUI

extension Unit {
    public var unitIcon: Image {
        if let iconProvider = self as? UnitIconProvider {
            return iconProvider.customUnitIcon
        }
        return Image(systemName: "gauge")
    }
}

private protocol UnitIconProvider {
    var customUnitIcon: Image { get }
}

extension UnitVolume: UnitIconProvider {
    var customUnitIcon: Image {
        switch symbol {
        case "cup", "tbsp": return Image(symbol)
        default: return Image(systemName: "drop.fill")
        }
    }
}

extension UnitMass: UnitIconProvider {
    var customUnitIcon: Image { Image(systemName: "scalemass.fill") }
}

struct Row: View {
    let measurement: Measurement<UnitVolume>
    var body: some View {
        HStack {
            measurement.unit.unitIcon
            UnitVolume.liters.unitIcon
            UnitMass.grams.unitIcon
            UnitLength.meters.unitIcon
            Row2(measurement: measurement)
        }
    }
}

@main
struct UnitsApp: App {
    var body: some Scene {
        WindowGroup { Row(measurement: Measurement(value: 1, unit: UnitVolume.cups) * 1.5) }
    }
}

public protocol DisplayableMeasurement {
    var unitImage: Image { get }
}

extension Measurement: DisplayableMeasurement {
    public var unitImage: Image {
        unit.unitIcon
    }
}

struct Row2: View {
    let measurement: DisplayableMeasurement
    var body: some View {
        measurement.unitImage
    }
}
