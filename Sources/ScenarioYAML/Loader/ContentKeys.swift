internal import AppSpec
internal import Diagnostics

/// A view's keys that belong to its kind, read when its content is built.
/// A bad value is recorded and reads as not set, so the view's other keys
/// are still read.
struct ContentKeys {
    let sink: DiagnosticSink
    var nodes: [ViewKey: YAMLNode] = [:]

    func read<T>(_ key: ViewKey, _ body: (YAMLNode, String) throws(Diagnostic) -> T) -> T? {
        guard let node = nodes[key] else { return nil }
        return sink.attempt { () throws(Diagnostic) in try body(node, key.rawValue) }
    }

    func bool(_ key: ViewKey) -> Bool? { read(key) { node, name throws(Diagnostic) in try node.bool(name) } }
    func double(_ key: ViewKey) -> Double? { read(key) { node, name throws(Diagnostic) in try node.double(name) } }
    func int(_ key: ViewKey) -> Int? { read(key) { node, name throws(Diagnostic) in try node.int(name) } }
    func string(_ key: ViewKey) -> String? { read(key) { node, name throws(Diagnostic) in try node.string(name) } }
    func choice<T: RawRepresentable & CaseIterable>(_ key: ViewKey, as type: T.Type) -> T? where T.RawValue == String {
        read(key) { node, name throws(Diagnostic) in try node.choice(name, as: type) }
    }
    func pair(_ key: ViewKey) -> (Double, Double)? {
        read(key) { node, name throws(Diagnostic) in
            let n = try node.numbers(name, count: 2)
            return (n[0], n[1])
        }
    }
}
