// pointfreeco__swift-navigation: Examples/CaseStudies/SwiftUI/{EnumNavigation,SynchronizedBindings,AlertDialogState,OptionalNavigation}.swift (destination enum, case-path style bindings, focus model)
import Foundation
import Observation

enum Destination: Equatable {   // @CasePathable in the app
    case alert(String), drillDown(Int), confirmationDialog(String), fullScreenCover(Int), popover(Int), sheet(Int), sheetWithoutPayload
    // What @CasePathable's dynamic member lookup provides: an optional view of each case that can also be written through.
    var sheet: Int? {
        get { if case let .sheet(count) = self { return count }; return nil }
        set { if let newValue, case .sheet = self { self = .sheet(newValue) } }
    }
    var alert: String? { if case let .alert(title) = self { return title }; return nil }
    var sheetWithoutPayload: Void? { self == .sheetWithoutPayload ? () : nil }
    var name: String {
        switch self {
        case .alert: "Alert"; case .confirmationDialog: "Dialog"; case .sheet: "Sheet (with payload)"; case .sheetWithoutPayload: "Sheet (no payload)"
        case .fullScreenCover: "Cover"; case .popover: "Popover"; case .drillDown: "Drill-down"
        }
    }
}
extension Optional where Wrapped == Destination {
    func `is`(_ probe: Destination) -> Bool {
        switch (self, probe) {
        case (.alert?, .alert), (.confirmationDialog?, .confirmationDialog), (.sheet?, .sheet), (.sheetWithoutPayload?, .sheetWithoutPayload),
             (.fullScreenCover?, .fullScreenCover), (.popover?, .popover), (.drillDown?, .drillDown): return true
        default: return false
        }
    }
}
let probes: [Destination] = [.alert(""), .confirmationDialog(""), .sheet(0), .sheetWithoutPayload, .fullScreenCover(0), .popover(0), .drillDown(0)]
var destination: Destination?
func render() { print(probes.map { "\($0.name): \(destination.is($0) ? "✅" : "❌")" }.joined(separator: " | ")) }

var counter = 0
func nextCount() -> Int { counter += 137; return counter % 1_000 + 1 }   // .random(in: 1...1_000) in the app
render()
destination = .alert("This is an alert!")
render(); print("alert title:", destination?.alert ?? "-")
destination = .sheet(nextCount())
render()
destination?.sheet = nextCount()          // "Change count" writes through $destination.sheet
print("sheet count:", destination?.sheet ?? 0, "| alert view of a sheet:", destination?.alert ?? "nil")
destination?.sheet = nil                  // writing nil does not dismiss through this projection
destination = .sheetWithoutPayload
print("sheet without payload presented:", destination?.sheetWithoutPayload != nil)
destination = .drillDown(nextCount()); render()
destination = nil; render()

@Observable final class FocusModel {
    enum Field: String { case username, password }
    var focusedField: Field? = .username
    var password = ""
    var username = ""
    func signInButtonTapped() {
        if username.isEmpty { focusedField = .username } else if password.isEmpty { focusedField = .password } else { focusedField = nil }
    }
}
let model = FocusModel()
for (user, pass) in [("", ""), ("blob", ""), ("blob", "hunter2"), ("", "hunter2")] {
    model.username = user; model.password = pass
    model.signInButtonTapped()
    print("Sign In with '\(user)'/'\(pass)': focus \(model.focusedField?.rawValue ?? "none")")
}

struct AlertState { var title: String; var buttons: [String]; var message: String }
final class FeatureModel {
    var count = 0, isLoading = false
    var alert: AlertState?
    func getFact() {
        isLoading = true
        defer { isLoading = false }
        let fact = "\(count) is \(count % 2 == 0 ? "an even" : "an odd") number."   // getNumberFact(count) in the app
        alert = AlertState(title: "Fact about \(count)", buttons: ["OK", "Get another fact"], message: fact)
    }
}
let feature = FeatureModel()
for step in [3, 1] { feature.count += step; feature.getFact(); print("\(feature.alert!.title): \(feature.alert!.message) \(feature.alert!.buttons) loading=\(feature.isLoading)") }
