// Durations written in units: allowed units, widths, a maximum count, rounding to the smallest unit.
import Foundation
enum Line: CaseIterable {
  case tachikawa, haneda
  var duration: Duration {
    switch self {
    case .tachikawa:
      return .seconds(11 * 60)
    case .haneda:
      return .seconds(140 * 60)
    }
  }
  var formattedDuration: String {
    duration.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated))
  }
}
for line in Line.allCases { print(line.duration, line.formattedDuration) }
print(Duration.seconds(59).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
print(Duration.seconds(90061).formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .wide)))
print(Duration.seconds(3725).formatted(.units(allowed: [.hours, .minutes, .seconds], width: .narrow)))
print(Duration.seconds(3725).formatted(.units(allowed: [.minutes], width: .condensedAbbreviated)))
print(Duration.seconds(0).formatted(.units(allowed: [.hours, .minutes], width: .wide)))
print(Duration.seconds(125).formatted(.units()))
print(Duration.seconds(200000).formatted(.units(allowed: [.days, .hours, .minutes], width: .wide, maximumUnitCount: 2)))
print(Duration.milliseconds(1500).formatted(.units(allowed: [.seconds, .milliseconds], width: .abbreviated)))
