import Foundation
import SwiftEval
import SwiftParser
import Testing

/// Model code's localized strings read through the app's string tables
/// the client hands the session: the key Swift derives from the literal,
/// the table named, the plural picked by the first number.
@Suite struct SessionStringTableTests {
    static let source = """
        import Foundation
        let count = 3
        let a = String(localized: "Plain", bundle: .module, comment: "Plain dough")
        let b = String(localized: "Serves \\(count)", table: "Recipes")
        let c = NSLocalizedString("Missing", comment: "")
        let d = String(localized: "Gone", defaultValue: "Fallback")
        let e = String(localized: "Serves \\(count)")
        let f = String(localized: ("#\\(12)\\(count, specifier: "%02d")"))
        let g = String(localized: "Batch \\(count, specifier: "%03d")", table: "Recipes")

        """

    static let tables: [String: String] = [
        "Plain": "Plain Dough", "Recipes/Serves %lld": "Serves %lld people", "Recipes/Batch %03d": "Lot %03d",
    ]

    static func text(of expression: String, tables: Bool = true) -> String? {
        let session = SwiftSession(files: [(Parser.parse(source: source), "Model.swift")])
        if tables {
            session.stringTables = { key, table, _ in Self.tables[(table.map { $0 + "/" } ?? "") + key] }
        }
        guard let range = source.range(of: "= " + expression) else { return nil }
        let offset = source.utf8.distance(from: source.startIndex, to: range.lowerBound) + 2
        let value = session.evaluate(
            file: 0, offset: offset, length: expression.utf8.count, locals: [:], selfValue: nil, typeContext: nil)
        guard case .string(let text)? = value else { return nil }
        return text
    }

    @Test func aKeyInTheTablesReadsAsItsTextFormattedWithTheInterpolatedValues() {
        #expect(Self.text(of: #"String(localized: "Plain", bundle: .module, comment: "Plain dough")"#) == "Plain Dough")
        #expect(Self.text(of: #"String(localized: "Serves \(count)", table: "Recipes")"#) == "Serves 3 people")
    }

    @Test func aKeyNoTableHoldsReadsAsWrittenOrAsItsDefaultValue() {
        #expect(Self.text(of: #"NSLocalizedString("Missing", comment: "")"#) == "Missing")
        #expect(Self.text(of: #"String(localized: "Gone", defaultValue: "Fallback")"#) == "Fallback")
        #expect(Self.text(of: #"String(localized: "Serves \(count)")"#) == "Serves 3")
        #expect(
            Self.text(of: #"String(localized: "Plain", bundle: .module, comment: "Plain dough")"#, tables: false)
                == "Plain")
    }

    @Test func aSpecifierWrittenInTheInterpolationIsTheKeysAndFormatsTheValue() {
        #expect(Self.text(of: ##"String(localized: ("#\(12)\(count, specifier: "%02d")"))"##) == "#1203")
        #expect(
            Self.text(of: #"String(localized: "Batch \(count, specifier: "%03d")", table: "Recipes")"#) == "Lot 003")
    }
}
