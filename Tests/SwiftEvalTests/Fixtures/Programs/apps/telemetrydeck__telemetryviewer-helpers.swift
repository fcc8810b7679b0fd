// TelemetryDeck__TelemetryViewer: Shared/Helpers + Extensions/{Color+Hex,Numbers+Bound,Optional+Bound,Optional+RawRepresentable,String+CamelCase}.swift, Insight and Groups/InsightDisplayMode+Extensions.swift, Status Banners/StatusMessageDisplay.swift, Supporting Files/TelemetrySignalTypes.swift, UIComponents/OrderSetter.swift
import Foundation

struct RGBA: Equatable { var red, green, blue, opacity: Double }
func color(hex: String) -> RGBA? {   // Color.init?(hex:)
    var hexSanitized = hex.trimmingCharacters(in: .whitespacesAndNewlines)
    hexSanitized = hexSanitized.replacingOccurrences(of: "#", with: "")
    var rgb: UInt64 = 0
    let length = hexSanitized.count
    guard Scanner(string: hexSanitized).scanHexInt64(&rgb) else { return nil }
    if length == 6 {
        return RGBA(red: Double((rgb & 0xFF0000) >> 16) / 255.0, green: Double((rgb & 0x00FF00) >> 8) / 255.0, blue: Double(rgb & 0x0000FF) / 255.0, opacity: 1)
    } else if length == 8 {
        return RGBA(red: Double((rgb & 0xFF000000) >> 24) / 255.0, green: Double((rgb & 0x00FF0000) >> 16) / 255.0,
                    blue: Double((rgb & 0x0000FF00) >> 8) / 255.0, opacity: Double(rgb & 0x000000FF) / 255.0)
    }
    return nil
}
func formatter() -> NumberFormatter { let f = NumberFormatter(); f.locale = Locale(identifier: "en_US"); return f }   // NumberFormatter() in the app
extension Double {
    var stringValue: String {
        get { formatter().string(from: NSNumber(value: self)) ?? "–" }
        set { self = formatter().number(from: newValue)?.doubleValue ?? -1 }
    }
}
extension Optional where Wrapped == String {
    var _bound: String? { get { self } set { self = newValue } }
    var bound: String { get { _bound ?? "" } set { _bound = newValue.isEmpty ? nil : newValue } }
}
extension Optional: RawRepresentable where Wrapped: Codable {
    public var rawValue: String {
        guard let data = try? JSONEncoder().encode(self), let json = String(data: data, encoding: .utf8) else { return "{}" }
        return json
    }
    public init?(rawValue: String) {
        guard let data = rawValue.data(using: .utf8), let value = try? JSONDecoder().decode(Self.self, from: data) else { return nil }
        self = value
    }
}
extension String {
    var camelCaseToWords: String {
        unicodeScalars.reduce("") { CharacterSet.uppercaseLetters.contains($1) ? ($0 + " " + String($1)) : $0 + String($1) }
    }
}
enum InsightDisplayMode: String, CaseIterable { case number, raw, barChart, lineChart, pieChart, funnelChart
    var chartTypeExplanationText: String {
        switch self {
        case .number: return "Currently, 'Number' is the selected Chart Type. This chart type is no longer supported, and you should choose the 'Raw' instead."
        case .raw: return "Displays the insight's data directly as numbers."
        case .barChart: return "Displays a bar chart for the insight's data."
        case .lineChart: return "Displays a line chart for the insight's data."
        case .pieChart: return "Displays a pie chart for the insight's data. This is especially helpful in combination with the 'breakdown' function."
        case .funnelChart: return "(Unsupported in this app)"
        }
    }
    var chartImage: String {
        switch self { case .raw: "list.dash.header.rectangle"; case .barChart: "chart.bar.fill"; case .lineChart: "chart.xyaxis.line"; case .pieChart: "chart.pie.fill"; default: "number.square" }
    }
}
enum TelemetrySignal: String, CaseIterable { case appLaunchedRegularly, telemetryAppInsightsRefreshed, userSettingsShown, userLogin }

for hex in ["#FF8800", " 00ff7f80 ", "#abc", "zzzzzz"] { print("'\(hex)' ->", color(hex: hex).map { String(format: "r%.3f g%.3f b%.3f a%.3f", $0.red, $0.green, $0.blue, $0.opacity) } ?? "nil") }
var value = 1234.5
print(value.stringValue, (2.5).stringValue, (-0.4).stringValue)
value.stringValue = "42"; print(value)
value.stringValue = "not a number"; print(value)
var title: String? = nil
print("'\(title.bound)'", title == nil)
title.bound = "Daily Users"; print(title ?? "nil")
title.bound = ""; print(title ?? "nil")
let stored: Int? = 7, missing: [String]? = nil
print(stored.rawValue, missing.rawValue, Int?(rawValue: "12") ?? -1, [String]?(rawValue: #"["a","b"]"#)??.count ?? -1, Int?(rawValue: "x") == nil)
print(TelemetrySignal.allCases.map { $0.rawValue.camelCaseToWords })
for mode in InsightDisplayMode.allCases { print("\(mode.rawValue.camelCaseToWords.capitalized) [\(mode.chartImage)]: \(mode.chartTypeExplanationText)") }

var dismissed = ""   // @AppStorage("dismissedNotificationsIDs4")
var dismissedIDs: [String] { dismissed.split(separator: ",").map { String($0) } }
func dismissNotification(id: String) {
    if dismissedIDs.count > 20 {
        dismissed = dismissedIDs.suffix(20).joined(separator: ",")
        dismissed.append(",")
    }
    dismissed.append(id + ",")
}
for n in 1...23 { dismissNotification(id: "msg\(n)") }
print(dismissedIDs.count, dismissedIDs.first!, dismissedIDs.last!, ["msg1", "msg3", "msg23"].map { dismissedIDs.contains($0) })
var order = -1.0
order += 1; order += 1; order -= 0.5
print(String(format: "%.0f", order), String(format: "%.0f", -0.5), String(format: "%.0f", 2.5))
