extension SwiftSourceSet {
    /// After every file: an extension written with a module in front
    /// (`extension SwiftUI.Color`) joins the type by its own name, and each
    /// nested type is also found by its own name when no other type has that
    /// name, for code that names it from outside (`Preview()` in its provider).
    mutating func settleNames() {
        for key in typeOrder where key.contains(".") {
            guard let type = types[key], let outer = type.outer, types[outer] == nil,
                !previews.contains(where: { $0.context == outer })
            else { continue }
            types[key] = nil
            var moved = type
            moved.outer = nil
            if let existing = types[type.name] { moved = existing.merging(moved) }
            types[type.name] = moved
            typeOrder.removeAll { $0 == key }
            if !typeOrder.contains(type.name) { typeOrder.append(type.name) }
        }
        // Two nested types of one name (`IndexView.ViewModel`, `RecipeView.ViewModel`): neither is found
        // by the short name alone, which would pick whichever file came first.
        var nestedCounts: [String: Int] = [:]
        for key in typeOrder where key.contains(".") {
            if let type = types[key] { nestedCounts[type.name, default: 0] += 1 }
        }
        for key in typeOrder where key.contains(".") {
            guard let type = types[key], types[type.name] == nil, nestedCounts[type.name] == 1 else { continue }
            types[type.name] = type
        }
    }

    /// The type a piece of code names: `Name` as seen from inside `context`
    /// (its own nested types first, then those of the types around it),
    /// else the type of that name; `Outer.Inner` by its whole name.
    public func type(named written: String, from context: String?) -> TypeDeclaration? {
        let dotted = written.utf8.contains(UInt8(ascii: "."))
        if dotted, let exact = types[written] { return exact }
        let name = dotted ? written.split(separator: ".").last.map(String.init) ?? written : written
        var scope = context
        while let current = scope {
            if let found = types["\(current).\(name)"] { return found }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return types[name]
    }
}
