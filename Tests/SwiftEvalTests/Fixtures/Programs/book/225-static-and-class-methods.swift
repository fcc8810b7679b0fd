// Methods: static methods, class methods overridden in subclasses, factory methods.
struct Currency {
    let code: String
    let symbol: String

    static func usd() -> Currency { Currency(code: "USD", symbol: "$") }
    static func euro() -> Currency { Currency(code: "EUR", symbol: "€") }

    static func format(_ cents: Int, in currency: Currency) -> String {
        let whole = cents / 100
        let rest = cents % 100
        return "\(currency.symbol)\(whole).\(rest < 10 ? "0" : "")\(rest)"
    }
}

class Exporter {
    class func fileExtension() -> String { "txt" }
    static func banner() -> String { "Exporter v1" }
    class func filename(for name: String) -> String {
        "\(name).\(fileExtension())"
    }
}

class CSVExporter: Exporter {
    override class func fileExtension() -> String { "csv" }
}

final class JSONExporter: Exporter {
    override class func fileExtension() -> String { "json" }
    override class func filename(for name: String) -> String {
        "export-" + super.filename(for: name)
    }
}

print(Currency.format(1250, in: .usd()))
print(Currency.format(705, in: .euro()))
print(Currency.format(99, in: Currency.usd()))
print(Currency.usd().code)

print(Exporter.filename(for: "orders"))
print(CSVExporter.filename(for: "orders"))
print(JSONExporter.filename(for: "orders"))
print(CSVExporter.banner())

let kinds: [Exporter.Type] = [Exporter.self, CSVExporter.self, JSONExporter.self]
for kind in kinds {
    print(kind.fileExtension())
}
