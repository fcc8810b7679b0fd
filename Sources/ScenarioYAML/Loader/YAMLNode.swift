internal import Diagnostics
internal import Yams

/// A YAML node with its file, and typed accessors that fail with a
/// ``Diagnostic`` at the node's line and column. Scalars are read as
/// written: `on`, `off`, `yes` and `no` stay strings (docs/scenario-format.md, "Time, focus and callbacks").
struct YAMLNode {
    let node: Node
    let file: String
    /// Where problems the loader can step over are recorded (unknown and
    /// repeated keys, a bad value of one key), shared by every node of a file.
    let sink: DiagnosticSink

    init(node: Node, file: String, sink: DiagnosticSink = DiagnosticSink()) {
        self.node = node
        self.file = file
        self.sink = sink
    }

    /// A child node of the same file.
    func child(_ node: Node) -> YAMLNode { YAMLNode(node: node, file: file, sink: sink) }

    var location: SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func error(_ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(message, at: location, hint: hint)
    }

    /// The scalar text, or `nil` for a mapping or sequence.
    var scalarText: String? {
        if case .scalar(let scalar) = node { return scalar.string }
        return nil
    }

    /// Whether the node is YAML null (`~`, `null`, or empty, unquoted).
    var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// Whether the node is a scalar written without quotes (`3`, not `"3"`).
    var isPlainScalar: Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.style == .plain
    }

    var isMapping: Bool {
        if case .mapping = node { return true }
        return false
    }

    var isSequence: Bool {
        if case .sequence = node { return true }
        return false
    }

    /// What the node is, for messages: "a mapping", "a list", "the text 'x'".
    var kindDescription: String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar): isNull ? "null" : "'\(scalar.string)'"
        case .alias: "an alias"
        }
    }

    func string(_ what: String) throws(Diagnostic) -> String {
        guard let text = scalarText, !isNull else { throw error("\(what) must be text, not \(kindDescription)") }
        return text
    }

    func optionalString(_ what: String) throws(Diagnostic) -> String? {
        isNull ? nil : try string(what)
    }

    func bool(_ what: String) throws(Diagnostic) -> Bool {
        switch scalarText {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: throw error("\(what) must be true or false, not \(kindDescription)")
        }
    }

    func double(_ what: String) throws(Diagnostic) -> Double {
        guard let text = scalarText, !isNull, let value = Double(text), value.isFinite else {
            throw error("\(what) must be a number, not \(kindDescription)")
        }
        return value
    }

    func int(_ what: String) throws(Diagnostic) -> Int {
        guard let text = scalarText, let value = Int(text) else {
            throw error("\(what) must be a whole number, not \(kindDescription)")
        }
        return value
    }

    func list(_ what: String) throws(Diagnostic) -> [YAMLNode] {
        guard case .sequence(let sequence) = node else { throw error("\(what) must be a list, not \(kindDescription)") }
        return sequence.map(child)
    }

    func stringList(_ what: String) throws(Diagnostic) -> [String] {
        var result: [String] = []
        for item in try list(what) { result.append(try item.string("each item of \(what)")) }
        return result
    }

    /// A list of strings with where each was written.
    func locatedStrings(_ what: String) throws(Diagnostic) -> [(value: String, location: SourceLocation)] {
        var result: [(value: String, location: SourceLocation)] = []
        for item in try list(what) { result.append((try item.string("each item of \(what)"), item.location)) }
        return result
    }

    /// `[x, y, width, height]` or `[x, y]`.
    func numbers(_ what: String, count: Int) throws(Diagnostic) -> [Double] {
        let items = try list(what)
        guard items.count == count else {
            throw error("\(what) must be a list of \(count) numbers, not \(items.count)")
        }
        var result: [Double] = []
        for item in items { result.append(try item.double("each number of \(what)")) }
        return result
    }

    /// The entries of a mapping, in file order, each key checked against
    /// `allowed` ("unknown key … did you mean …") and for duplicates. An
    /// unknown or repeated key is recorded in ``sink`` and left out, so the
    /// loader goes on to find the file's other problems.
    func entries(
        _ what: String, allowed: Set<String>? = nil
    ) throws(Diagnostic) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)] {
        guard case .mapping(let mapping) = node else {
            throw error("\(what) must be a mapping, not \(kindDescription)")
        }
        var seen: Set<String> = []
        var result: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
        for (keyNode, valueNode) in mapping {
            let key = child(keyNode)
            let name = try key.string("a key of \(what)")
            if let allowed, !allowed.contains(name) {
                sink.record(
                    key.error("unknown key '\(name)' in \(what)", hint: Suggestions.hint(for: name, among: allowed)))
                continue
            }
            guard seen.insert(name).inserted else {
                sink.record(key.error("the key '\(name)' appears twice in \(what)"))
                continue
            }
            result.append((name, key, child(valueNode)))
        }
        return result
    }

    /// One value of an enumeration, with a hint for near misses.
    func choice<T: RawRepresentable & CaseIterable>(_ what: String, as type: T.Type) throws(Diagnostic) -> T
    where T.RawValue == String {
        let text = try string(what)
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        throw error(
            "\(what) must be one of \(names.joined(separator: ", ")), not '\(text)'",
            hint: Suggestions.hint(for: text, among: names))
    }
}
