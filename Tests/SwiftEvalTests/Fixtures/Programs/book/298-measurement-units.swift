// Foundation: Measurement values with units, conversions and arithmetic.
import Foundation

let run = Measurement(value: 10, unit: UnitLength.kilometers)
print(run)
print(run.converted(to: .meters))
let miles = run.converted(to: .miles)
print((miles.value * 100).rounded() / 100)
print(miles.unit.symbol)

let lap = Measurement(value: 400, unit: UnitLength.meters)
let total = lap * 5
print(total)
let combined = run + lap
print(combined.converted(to: .kilometers).value)
print(run > lap)

let bodyWeight = Measurement(value: 70, unit: UnitMass.kilograms)
print((bodyWeight.converted(to: .pounds).value * 10).rounded() / 10)

let water = Measurement(value: 1.5, unit: UnitVolume.liters)
print(water.converted(to: .milliliters).value)

let temp = Measurement(value: 25, unit: UnitTemperature.celsius)
print((temp.converted(to: .fahrenheit).value * 10).rounded() / 10)
print(temp.converted(to: .kelvin).value)

let duration = Measurement(value: 90, unit: UnitDuration.minutes)
print(duration.converted(to: .hours).value)
let speed = run.value / duration.converted(to: .hours).value
print(speed)
