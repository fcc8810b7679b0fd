/// Writing values as Swift's `print` and `String(describing:)` do, and,
/// inside collections, optionals and payloads, as `String(reflecting:)`.
extension Interpreter {
    /// The module name compiled programs get (`swiftc -module-name main`).
    static let moduleName = "main"

    /// `String(describing:)` (`debug == false`) or `String(reflecting:)`.
    func describe(_ value: Value, debug: Bool) throws -> String {
        switch value {
        case .void: return "()"
        case .int(let number): return String(number)
        case .double(let number): return String(describing: number)
        case .float(let number): return String(describing: number)
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return debug ? String(reflecting: text) : text
        case .substring(let text): return debug ? String(reflecting: text) : String(text)
        case .character(let character): return debug ? String(reflecting: character) : String(character)
        case .sequence(let view): return try describe(view)
        case .slice(let items):
            let text = try describe(.array(Array(items)), debug: debug)
            return debug ? "ArraySlice(\(text))" : text
        case .array(let items), .set(let items):
            return "[" + (try items.map { try describe($0, debug: true) }).joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return "[:]" }
            let parts = try dictionary.entries.map {
                try describe($0.key, debug: true) + ": " + describe($0.value, debug: true)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .tuple(let items, let labels):
            let parts = try zip(items, labels).map { item, label in
                (label.map { $0 + ": " } ?? "") + (try describe(item, debug: true))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .optional(let wrapped):
            guard let wrapped else { return "nil" }
            return "Optional(" + (try describe(wrapped, debug: true)) + ")"
        case .instance, .object, .enumCase: return try describeTyped(value, debug: debug)
        case .function: return "(Function)"
        case .range(let lower, let upper, let closed):
            guard let lower, let upper else { return try partialRange(lower, upper, closed: closed) }
            // A range prints its bounds as `print` does, and as `debugPrint` inside its type's name.
            let text = try describe(lower, debug: debug) + (closed ? "..." : "..<") + describe(upper, debug: debug)
            return debug ? (closed ? "ClosedRange(" : "Range(") + text + ")" : text
        case .metatype(let name): return name.split(separator: ".").last.map(String.init) ?? name
        case .keyPath(let path): return "\\" + path.joined(separator: ".")
        case .native(let object):
            // A lazy view prints its base and closures (`_transform: (Function)`): not written here.
            if object.object is LazyStream { return "«…»" }
            // A unit prints its object's address.
            if object.object is UnitBox { return "«…»" }
            // A dictionary's index prints its position in the hash order.
            if object.object is DictionaryIndexBox { return "«…»" }
            // An attributed string with attributes prints them, as this interpreter does not keep them.
            if Self.isStyledAttributedString(value) { return "«…»" }
            return Library.describe(object, debug: debug)
        case .weak(let reference): return try describe(reference.value, debug: debug)
        case .unknown: return "«…»"
        }
    }

    /// A value of the program's own types: its `description` (or
    /// `debugDescription`) when it has one, else Swift's default form.
    private func describeTyped(_ value: Value, debug: Bool) throws -> String {
        if let type = typeDecl(of: value) {
            let conformances = conformances(of: type)
            var names: [String] = []
            if debug, conformances.contains("CustomDebugStringConvertible") { names.append("debugDescription") }
            if conformances.contains("CustomStringConvertible") || conformances.contains("LosslessStringConvertible") {
                names.append("description")
            }
            for name in names where findComputed(name, in: type) != nil || findStored(name, in: type) != nil {
                if case .string(let text) = try member(name, of: value, selfBox: nil, at: file) { return text }
                return "«…»"
            }
        }
        let qualified = { (name: String) in
            debug ? Self.moduleName + "." + name : name.split(separator: ".").last.map(String.init) ?? name
        }
        let namesType: Bool
        if case .enumCase = value { namesType = debug } else { namesType = true }
        var generics = ""
        if namesType, let type = typeDecl(of: value), !type.genericParameters.isEmpty {
            // Swift writes the generic arguments (`Pair<String, Int>(…)`): known when stored properties tell them.
            guard case .instance(let instance) = value, let arguments = genericArguments(of: instance, type) else {
                return "«…»"
            }
            let module = { (name: String) in
                (Library.typeNames.contains(name) ? "Swift." : Self.moduleName + ".") + name
            }
            generics = "<" + arguments.map { debug ? module($0) : $0 }.joined(separator: ", ") + ">"
        }
        switch value {
        case .instance(let instance):
            let fields = try instance.fields.map { field in
                field.name + ": " + (try describe(storedDisplay(field.value), debug: true))
            }
            return qualified(instance.type) + generics + "(" + fields.joined(separator: ", ") + ")"
        case .object(let object):
            return Self.moduleName + "." + object.type
        case .enumCase(let enumValue):
            var text = debug ? qualified(enumValue.type) + "." + enumValue.name : enumValue.name
            // A payload that is `Void` alone is the empty tuple: `success()`.
            if enumValue.payload.count == 1, enumValue.labels.first.flatMap({ $0 }) == nil {
                switch enumValue.payload[0] {
                case .void: return text + "()"
                case .tuple(let items, _) where items.isEmpty: return text + "()"
                default: break
                }
            }
            if !enumValue.payload.isEmpty {
                let parts = try zip(enumValue.payload, enumValue.labels).map { item, label in
                    (label.map { $0 + ": " } ?? "") + (try describe(item, debug: true))
                }
                text += "(" + parts.joined(separator: ", ") + ")"
            }
            return text
        default: return "«…»"
        }
    }

    /// A stored field as the default description shows it.
    private func storedDisplay(_ value: Value) -> Value { value }

    /// What `print(items…, separator:, terminator:)` writes.
    func printed(_ items: [Value], separator: String, terminator: String) throws -> String {
        try items.map { try describe($0, debug: false) }.joined(separator: separator) + terminator
    }

    /// `1...`, `...5`, `..<5`: Swift writes the type with its bound's type.
    private func partialRange(_ lower: Value?, _ upper: Value?, closed: Bool) throws -> String {
        let bound = lower ?? upper
        let names: [String: String] = ["int": "Int", "double": "Double", "string": "String", "character": "Character"]
        guard let bound, let element = names[Self.kindName(bound)] else {
            throw Interrupt.stop(
                EvalStop(kind: .unsupported, message: "printing a partial range of this type", line: 0, column: 0))
        }
        let kind = lower != nil ? "PartialRangeFrom" : closed ? "PartialRangeThrough" : "PartialRangeUpTo"
        let label = lower != nil ? "lowerBound" : "upperBound"
        return "\(kind)<\(element)>(\(label): \(try describe(bound, debug: true)))"
    }

    private static func kindName(_ value: Value) -> String {
        switch value {
        case .int: "int"
        case .double: "double"
        case .string: "string"
        case .character: "character"
        default: ""
        }
    }
}
