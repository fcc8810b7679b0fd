import Foundation

extension String.StringInterpolation {
    mutating func appendInterpolation(_ value: Double, decimals: Int) {
        appendLiteral(String(format: "%.\(decimals)f", value))
    }
    mutating func appendInterpolation(plural count: Int, _ singular: String, _ pluralForm: String? = nil) {
        appendLiteral("\(count) " + (count == 1 ? singular : (pluralForm ?? singular + "s")))
    }
    mutating func appendInterpolation<T>(list items: [T], conjunction: String = "and") {
        let strs = items.map { "\($0)" }
        switch strs.count {
        case 0: appendLiteral("nothing")
        case 1: appendLiteral(strs[0])
        case 2: appendLiteral("\(strs[0]) \(conjunction) \(strs[1])")
        default: appendLiteral(strs.dropLast().joined(separator: ", ") + ", \(conjunction) " + strs.last!)
        }
    }
    mutating func appendInterpolation(ifPresent value: String?, prefix: String = "") {
        if let v = value { appendLiteral(prefix + v) }
    }
}

struct NotificationSummary {
    let senders: [String]
    let unread: Int
    let sizeMB: Double
    let folder: String?

    var text: String {
        "You have \(plural: unread, "message") from \(list: senders)\(ifPresent: folder, prefix: " in ") (\(sizeMB, decimals: 1) MB)"
    }
}

let samples = [
    NotificationSummary(senders: [], unread: 0, sizeMB: 0, folder: nil),
    NotificationSummary(senders: ["Ann"], unread: 1, sizeMB: 0.04, folder: "Inbox"),
    NotificationSummary(senders: ["Ann", "Ben"], unread: 2, sizeMB: 1.25, folder: nil),
    NotificationSummary(senders: ["Ann", "Ben", "Cat", "Dov"], unread: 12, sizeMB: 13.96, folder: "Work"),
]
for s in samples { print(s.text) }
print("\(plural: 3, "child", "children") and \(plural: 1, "mouse", "mice")")
print("Pick \(list: [1, 2, 3], conjunction: "or")")
print("Pi is about \(Double.pi, decimals: 4), e is \(M_E, decimals: 2)")
let pairs = [("a", 1), ("b", 2)]
print("\(pairs.map { "\($0.0)=\($0.1)" })")
