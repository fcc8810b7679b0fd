import BenchSupport
import Foundation

// Prints the time of the SwiftUI corpus work for each app: its parse, its read
// (declarations), and each entry's evaluation, slowest first. An argument
// narrows the apps to those whose folder contains it.
let filter = CommandLine.arguments.dropFirst().first
let apps = SwiftUIWork.apps().filter { app in filter.map { app.folder.contains($0) } ?? true }
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

var rows: [(String, Double, Double, Double, [(String, Double)])] = []
for app in apps {
    let parse = clock.measure { _ = SwiftUIWork.parseAll([app]) }
    var entries: [(String, Double)] = []
    var total = Duration.zero
    let read = clock.measure {
        guard let (translator, list) = SwiftUIWork.screens(of: app) else { return }
        for entry in list {
            let spent = clock.measure { _ = try? translator.translate(entry) }
            total += spent
            entries.append(("\(entry)", milliseconds(spent)))
        }
    }
    let name = URL(fileURLWithPath: app.folder).lastPathComponent
    rows.append((name, milliseconds(parse), milliseconds(read), milliseconds(total), entries))
}
print(
    String(
        format: "%-36@ %9@ %9@ %9@ %6@", "app" as NSString, "parse ms" as NSString, "all ms" as NSString,
        "entries" as NSString, "ratio" as NSString))
for row in rows.sorted(by: { $0.2 > $1.2 }) {
    print(
        String(format: "%-36@ %9.1f %9.1f %9.1f %6.1f", row.0 as NSString, row.1, row.2, row.3, row.2 / max(row.1, 0.1))
    )
    for entry in row.4.sorted(by: { $0.1 > $1.1 }).prefix(3) {
        print(String(format: "    %-50@ %9.1f", entry.0 as NSString, entry.1))
    }
}
let parse = rows.reduce(0) { $0 + $1.1 }
let all = rows.reduce(0) { $0 + $1.2 }
print(
    String(
        format: "%-36@ %9.1f %9.1f %9@ %6.1f", "total" as NSString, parse, all, "" as NSString, all / max(parse, 0.1)))
