import SwiftUI

/// Getters that compute with statements: locals, loops, updates and early exits.
enum Flavor: String, CaseIterable {
    case salty, sweet, sour

    var name: String { rawValue.capitalized }
}

struct Profile {
    var scores: [Int] = [2, 5, 3]

    var strongest: Flavor {
        var best = Flavor.salty
        var highest = 0
        for (index, flavor) in Flavor.allCases.enumerated() where scores[index] > 0 {
            let score = scores[index]
            if score > highest {
                highest = score
                best = flavor
            }
        }
        return best
    }

    var summary: String {
        var total = 0
        var names: [String] = []
        for flavor in Flavor.allCases {
            if flavor == .sour { break }
            names.append(flavor.name)
            total += 1
        }
        return "\(names.joined(separator: " and ")) (\(total))"
    }

    /// Filled by the closure given to `forEach`: the interpreter runs the getter whole.
    var grouped: String {
        var result: [String] = []
        scores.forEach { result.append(String($0)) }
        return result.joined(separator: ", ")
    }
}

struct StatementsView: View {
    var profile = Profile()

    var body: some View {
        VStack {
            Text(profile.strongest.name)
            Text(profile.summary)
            Text(profile.grouped)
            Text("Total \(profile.scores.reduce(0) { $0 + $1 }), best \(profile.scores.max() ?? 0), \(max(0, 3 - profile.scores.count)) to go")
        }
    }
}

#Preview("Statements") {
    StatementsView()
}
