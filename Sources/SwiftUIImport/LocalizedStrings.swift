public import Diagnostics
internal import Foundation

/// The English strings of an app's string tables (`en.lproj` or
/// `Base.lproj` `.strings` files, `.xcstrings` catalogs): what a
/// `LocalizedStringKey` or `String(localized:)` says on an English device.
/// A key no table holds says itself, as SwiftUI does.
public struct LocalizedStrings: Sendable {
    /// Tables by name (`Localizable`), each key to its English text.
    public private(set) var tables: [String: [String: String]] = [:]
    /// Tables that could not be read, as warnings.
    public private(set) var warnings: [Diagnostic] = []

    /// No strings.
    public init() {}

    /// The tables in `files`.
    public init(files: [String]) {
        for file in files {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let entries =
                file.hasSuffix(".xcstrings")
                ? Self.catalog(data) : file.hasSuffix(".stringsdict") ? Self.pluralRules(data) : Self.stringsFile(data)
            guard let entries else {
                warnings.append(
                    Diagnostic(
                        "this string table cannot be read; its keys are said as written", file: file, line: 0,
                        column: 0, severity: .warning))
                continue
            }
            tables[name, default: [:]].merge(entries) { first, _ in first }
        }
    }

    /// The text for `key` in `table` (`Localizable` by default), `nil` when no table holds it.
    /// With `count`, a catalog's plural variation for it (English: `zero` when the catalog has
    /// one for 0, `one` for 1, else `other`) is chosen first.
    public func text(for key: String, table: String? = nil, count: Double? = nil) -> String? {
        let entries = tables[table ?? "Localizable"]
        if let count {
            let category =
                count == 0 && entries?[Self.pluralKey(key, "zero")] != nil ? "zero" : count == 1 ? "one" : "other"
            if let variation = entries?[Self.pluralKey(key, category)] ?? entries?[Self.pluralKey(key, "other")] {
                return variation
            }
        }
        return entries?[key]
    }

    /// Where a plural variation of `key` is kept in a table.
    static func pluralKey(_ key: String, _ category: String) -> String { key + "\u{1}plural." + category }

    /// A `.strings` file: `"key" = "value";` lines, read as a property list.
    static func stringsFile(_ data: Data) -> [String: String]? {
        guard let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            return nil
        }
        return list.compactMapValues { $0 as? String }
    }

    /// A `.stringsdict` property list: per key, `NSStringLocalizedFormatKey`
    /// (`%#@items@ left`) and the plural rule of its first variable (`one`,
    /// `other`…), kept as plural variations of the whole text; further
    /// variables take their `other` form.
    static func pluralRules(_ data: Data) -> [String: String]? {
        guard let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            return nil
        }
        var result: [String: String] = [:]
        for (key, entry) in list {
            guard let rule = entry as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else {
                continue
            }
            // The variables the format names, in order (`%#@items@`).
            let variables = format.components(separatedBy: "%#@").dropFirst().compactMap {
                $0.components(separatedBy: "@").first
            }
            guard let first = variables.first, let forms = rule[first] as? [String: Any] else { continue }
            func text(_ category: String) -> String? {
                guard var text = (forms[category] ?? forms["other"]) as? String else { return nil }
                text = format.replacingOccurrences(of: "%#@\(first)@", with: text)
                for other in variables.dropFirst() {
                    text = text.replacingOccurrences(
                        of: "%#@\(other)@", with: ((rule[other] as? [String: Any])?["other"] as? String) ?? "")
                }
                return text
            }
            for category in ["zero", "one", "two", "few", "many", "other"]
            where forms[category] != nil || category == "other" {
                if let value = text(category) { result[pluralKey(key, category)] = value }
            }
            result[key] = result[pluralKey(key, "other")] ?? key
        }
        return result
    }

    /// A string catalog: JSON with each key's localizations; the English
    /// string unit's value, else the key itself when the catalog's source
    /// language is English and it has no English unit.
    static func catalog(_ data: Data) -> [String: String]? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return nil }
        let source = root["sourceLanguage"] as? String ?? "en"
        var result: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            let englishEntry = localizations?["en"] as? [String: Any]
            let english = englishEntry?["stringUnit"] as? [String: Any]
            // `variations.plural.one/other…`: each category's value.
            if let plural = (englishEntry?["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                for (category, unit) in plural {
                    if let value = ((unit as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String {
                        result[pluralKey(key, category)] = value
                    }
                }
                result[key] = result[pluralKey(key, "other")] ?? key
            } else if let value = english?["value"] as? String {
                result[key] = value
            } else if source == "en" {
                result[key] = key
            }
        }
        return result
    }
}
