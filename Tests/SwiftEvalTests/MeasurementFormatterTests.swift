import SwiftEval
import Testing

/// A `MeasurementFormatter` as it formats in US English, the simulated
/// device's language (Foundation on Linux does not implement it, so these
/// are not compiled): the number in decimal style with up to three
/// fraction digits, then the unit as the style writes it; a measurement it
/// would convert to the locale's preferred unit is unknown.
@Suite struct MeasurementFormatterTests {
    private func run(_ source: String) -> String {
        SwiftProgram.run(source: "import Foundation\n" + source, fileName: "main.swift").output
    }

    @Test func theProvidedUnitIsWrittenInEachStyle() {
        let output = run(
            """
            func summary(_ m: Measurement<UnitMass>, _ style: MeasurementFormatter.UnitStyle) -> String {
                let formatter = MeasurementFormatter()
                formatter.unitStyle = style
                formatter.unitOptions = [.providedUnit]
                return formatter.string(from: m)
            }
            let fat = Measurement(value: 0.34671, unit: UnitMass.grams)
            print(summary(fat, .short), "|", summary(fat, .medium), "|", summary(fat, .long))
            print(summary(Measurement(value: 1, unit: .grams), .long), "|", summary(Measurement(value: 1234.5, unit: .milligrams), .short))
            """)
        #expect(output == "0.347g | 0.347 g | 0.347 grams\n1 gram | 1,234.5mg\n")
    }

    @Test func aVolumeIsWrittenInTheLongStyleAndItsOtherStylesAreUnknown() {
        let output = run(
            """
            let formatter = MeasurementFormatter()
            formatter.unitOptions = [.providedUnit]
            formatter.unitStyle = .long
            print(formatter.string(from: Measurement(value: 1.5, unit: UnitVolume.cups)), "|", formatter.string(from: Measurement(value: 1, unit: UnitVolume.tablespoons)))
            print(formatter.string(from: Measurement(value: 250, unit: UnitVolume.milliliters)), "|", formatter.string(from: Measurement(value: 2, unit: UnitVolume.fluidOunces)))
            formatter.unitStyle = .short
            print(formatter.string(from: Measurement(value: 1.5, unit: UnitVolume.cups)))
            """)
        #expect(output == "1.5 cups | 1 tablespoon\n250 milliliters | 2 fluid ounces\n«…»\n")
    }

    @Test func itsNumberFormatterCanBeChanged() {
        let output = run(
            """
            let formatter = MeasurementFormatter()
            formatter.unitOptions = .providedUnit
            formatter.numberFormatter.maximumFractionDigits = 1
            print(formatter.string(from: Measurement(value: 2.25, unit: UnitMass.kilograms)))
            """)
        #expect(output == "2.2 kg\n")
    }

    @Test func theLocalesPreferredUnitIsNotGuessed() {
        let output = run(
            """
            let formatter = MeasurementFormatter()
            print(formatter.string(from: Measurement(value: 5, unit: UnitMass.grams)))
            formatter.unitOptions = .providedUnit
            print(formatter.string(from: Measurement(value: 5, unit: UnitMass.pounds)))
            """)
        #expect(output == "«…»\n«…»\n")
    }
}
