internal import Foundation

/// The Swift symbols Xcode generates for a catalog's images (asset symbol
/// generation, Xcode 15 and later): a static `ImageResource` per image
/// set, named as its set in lower camel case (`Building 1` is `.building1`,
/// `ACText` is `.acText`), a trailing `Image` dropped; a namespace folder
/// is a nested type (`ImageResource.Fountain.stone`). Two sets that would
/// get one symbol get none (Xcode reports the clash and generates neither).
extension AssetCatalog {
    /// Swift source declaring the image symbols of `catalogs` as
    /// `ImageResource(name:)` values, or `nil` when they have none.
    public static func generatedImageSymbols(_ catalogs: [AssetCatalog]) -> String? {
        var root = Namespace()
        for asset in catalogs.flatMap(\.assets) where asset.kind == .image {
            guard let symbol = symbolName(asset.name, suffix: "Image") else { continue }
            let typeNames = asset.namespaces.map(typeName)
            guard !typeNames.contains(nil) else { continue }
            root.add(symbol, asset.fullName, at: typeNames.compactMap { $0 }[...])
        }
        guard !root.isEmpty else { return nil }
        return "extension ImageResource {\n" + root.source(indent: "    ") + "}\n"
    }

    /// The symbol Xcode makes of an asset's name: its words (split at any
    /// character that is not a letter or digit) in lower camel case, a
    /// leading capitalized run lowered (`ACText` → `acText`), `_` before a
    /// leading digit, `suffix` dropped from its end; `nil` when nothing is left.
    public static func symbolName(_ name: String, suffix: String) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return nil }
        var symbol = lowered(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return symbol.isEmpty || swiftKeywords.contains(symbol) ? nil : symbol
    }

    /// A namespace folder's type name: its words in upper camel case.
    static func typeName(_ name: String) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber) }
        let type = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = type.first, !first.isNumber else { return nil }
        return type
    }

    /// `word` with its leading run of capitals lowered, keeping the last
    /// one when a lowercase letter follows it (`URLList` → `urlList`).
    static func lowered(_ word: String) -> String {
        let characters = Array(word)
        let run = characters.prefix { $0.isUppercase }.count
        guard run > 1, run < characters.count, characters[run].isLowercase else {
            return characters.prefix(run).map { $0.lowercased() }.joined() + String(characters.dropFirst(run))
        }
        return characters.prefix(run - 1).map { $0.lowercased() }.joined() + String(characters.dropFirst(run - 1))
    }

    /// Words a symbol cannot be without backquotes; such sets are left out.
    static let swiftKeywords: Set<String> = [
        "default", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "import", "return",
        "if", "else", "for", "in", "while", "repeat", "switch", "case", "break", "continue", "self", "Self",
        "init", "deinit", "subscript", "operator", "static", "public", "private", "internal", "true", "false",
        "nil", "is", "as", "try", "throw", "throws", "do", "catch", "where", "guard", "defer", "inout", "super",
    ]
}

/// A namespace of generated symbols: its symbols (`nil` where two sets
/// clash) and its nested namespaces, each kept in name order.
private struct Namespace {
    var symbols: [String: String?] = [:]
    var nested: [String: Namespace] = [:]

    var isEmpty: Bool { symbols.values.allSatisfy { $0 == nil } && nested.values.allSatisfy(\.isEmpty) }

    mutating func add(_ symbol: String, _ fullName: String, at path: ArraySlice<String>) {
        if let first = path.first {
            nested[first, default: Namespace()].add(symbol, fullName, at: path.dropFirst())
        } else if let existing = symbols[symbol] {
            if existing != fullName { symbols[symbol] = .some(nil) }
        } else {
            symbols[symbol] = fullName
        }
    }

    func source(indent: String) -> String {
        var lines = ""
        for (type, inner) in nested.sorted(by: { $0.key < $1.key }) where !inner.isEmpty && symbols[type] == nil {
            lines += "\(indent)enum \(type) {\n" + inner.source(indent: indent + "    ") + "\(indent)}\n"
        }
        for (symbol, name) in symbols.sorted(by: { $0.key < $1.key }) {
            guard let name else { continue }
            let literal = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            lines += "\(indent)static let \(symbol) = ImageResource(name: \"\(literal)\")\n"
        }
        return lines
    }
}
