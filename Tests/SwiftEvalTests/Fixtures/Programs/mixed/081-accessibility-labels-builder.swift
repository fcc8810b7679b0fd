// Accessibility labels for list rows: joining optional parts, "3 of 5" positions, ratings, durations, hints.
import Foundation

struct Row {
    let title: String
    let subtitle: String?
    let rating: Double?
    let reviewCount: Int
    let durationSeconds: Int?
    let isSelected: Bool
    let badge: Int
}

func spokenDuration(_ s: Int) -> String {
    let h = s / 3600, m = s % 3600 / 60, sec = s % 60
    var parts: [String] = []
    if h > 0 { parts.append("\(h) hour\(h == 1 ? "" : "s")") }
    if m > 0 { parts.append("\(m) minute\(m == 1 ? "" : "s")") }
    if sec > 0 && h == 0 { parts.append("\(sec) second\(sec == 1 ? "" : "s")") }
    return parts.isEmpty ? "0 seconds" : parts.joined(separator: " ")
}

func spokenRating(_ r: Double?, count: Int) -> String? {
    guard let r = r, count > 0 else { return count == 0 ? "No reviews yet" : nil }
    let clamped = min(max(r, 0), 5)
    let value = clamped == clamped.rounded() ? String(Int(clamped)) : String(format: "%.1f", clamped)
    return "\(value) out of 5 stars, \(count) review\(count == 1 ? "" : "s")"
}

func accessibilityLabel(for row: Row, index: Int, total: Int) -> String {
    let parts: [String?] = [
        row.title,
        row.subtitle?.isEmpty == false ? row.subtitle : nil,
        spokenRating(row.rating, count: row.reviewCount),
        row.durationSeconds.map(spokenDuration),
        row.badge > 0 ? "\(row.badge > 99 ? "more than 99" : String(row.badge)) new" : nil,
        "\(index + 1) of \(total)",
    ]
    return parts.compactMap { $0 }.joined(separator: ", ")
}

func traits(for row: Row) -> String {
    var t = ["button"]
    if row.isSelected { t.insert("selected", at: 0) }
    return t.joined(separator: ", ")
}

let rows = [
    Row(title: "Morning Run", subtitle: "Easy pace", rating: 4.5, reviewCount: 12, durationSeconds: 1_830, isSelected: true, badge: 0),
    Row(title: "Yoga Flow", subtitle: "", rating: 5, reviewCount: 1, durationSeconds: 3_600, isSelected: false, badge: 3),
    Row(title: "HIIT", subtitle: nil, rating: nil, reviewCount: 0, durationSeconds: 45, isSelected: false, badge: 150),
    Row(title: "Stretch", subtitle: "Cooldown", rating: 7.2, reviewCount: 2, durationSeconds: 0, isSelected: false, badge: 0),
    Row(title: "Long Ride", subtitle: nil, rating: 3.25, reviewCount: 40, durationSeconds: 7_261, isSelected: true, badge: 1),
]
for (i, row) in rows.enumerated() {
    print("[\(traits(for: row))] \(accessibilityLabel(for: row, index: i, total: rows.count))")
}
let selected = rows.filter(\.isSelected).map(\.title)
print("Hint: \(selected.count) selected — \(selected.joined(separator: " and "))")
print("Durations: \([1, 59, 60, 61, 3_599, 3_601, 86_400].map(spokenDuration).joined(separator: " | "))")
print("Rating with no reviews but a value: \(spokenRating(4, count: 0) ?? "nil"); nil rating with reviews: \(spokenRating(nil, count: 3) ?? "nil")")
