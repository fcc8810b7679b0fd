import Foundation

protocol ListRowRepresentable {
    var title: String { get }
    var subtitle: String? { get }
    func accessoryText() -> String
}

extension ListRowRepresentable {
    var subtitle: String? { nil }
    func accessoryText() -> String { "›" }
    // Not a requirement: statically dispatched.
    func debugTag() -> String { "row" }
    func render() -> String {
        var line = "\(title) \(accessoryText())"
        if let s = subtitle { line += "\n    \(s)" }
        return line
    }
}

struct SettingRow: ListRowRepresentable {
    let title: String
    var isOn: Bool
    func accessoryText() -> String { isOn ? "[ON]" : "[OFF]" }
    func debugTag() -> String { "setting" }
}

struct LinkRow: ListRowRepresentable {
    let title: String
    let url: String
    var subtitle: String? { url.replacingOccurrences(of: "https://", with: "") }
}

struct VersionRow: ListRowRepresentable {
    let title = "Version"
    let major: Int, minor: Int, patch: Int
    func accessoryText() -> String { "\(major).\(minor).\(patch)" }
}

protocol Resettable {
    mutating func reset()
    static var defaultName: String { get }
}

extension Resettable {
    static var defaultName: String { "Untitled" }
}

struct Draft: Resettable, CustomStringConvertible {
    var name: String
    var body: String
    mutating func reset() { name = Draft.defaultName; body = "" }
    var description: String { "Draft(\(name), \(body.count) chars)" }
}

struct Template: Resettable {
    static var defaultName: String { "Blank template" }
    var name = "Invoice"
    mutating func reset() { name = Self.defaultName }
}

let rows: [ListRowRepresentable] = [
    SettingRow(title: "Wi-Fi", isOn: true),
    SettingRow(title: "Bluetooth", isOn: false),
    LinkRow(title: "Privacy Policy", url: "https://example.com/privacy"),
    VersionRow(major: 2, minor: 14, patch: 1),
]
rows.forEach { print($0.render()) }

print("existential tags: \(rows.map { $0.debugTag() })")
let concrete = SettingRow(title: "Airplane", isOn: false)
print("concrete tag: \(concrete.debugTag()), as protocol: \((concrete as ListRowRepresentable).debugTag())")
print("subtitles: \(rows.map { $0.subtitle ?? "-" })")

func describeAll<T: ListRowRepresentable>(_ items: [T]) -> String {
    items.map { "\($0.title)=\($0.accessoryText())" }.joined(separator: ", ")
}
print(describeAll([SettingRow(title: "A", isOn: true), SettingRow(title: "B", isOn: false)]))

var draft = Draft(name: "Trip notes", body: "Pack sunscreen")
print(draft)
draft.reset()
print(draft)
var template = Template()
print(template.name)
template.reset()
print(template.name)
print(Draft.defaultName, "|", Template.defaultName)

func resetAll(_ items: inout [any Resettable]) {
    for i in items.indices { items[i].reset() }
}
var mixed: [any Resettable] = [Draft(name: "X", body: "abc"), Template(name: "Receipt")]
resetAll(&mixed)
print(mixed.map { ($0 as? Draft)?.description ?? ($0 as? Template)?.name ?? "?" })
