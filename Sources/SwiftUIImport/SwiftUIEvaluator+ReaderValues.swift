internal import Diagnostics
internal import SwiftEval

/// The reader's forms of the interpreter's values: which it holds as they
/// are, and an instance's properties as the reader shows them.
extension SwiftUIEvaluator {
    /// Whether `value` is made of parts (a collection, an instance) that the
    /// interpreter keeps even where some are unknown.
    static func holdsParts(_ value: Value) -> Bool {
        switch value {
        case .dictionary, .array, .set, .instance, .object: true
        default: false
        }
    }

    /// Whether `value` is one the reader has no form of but the interpreter
    /// knows whole (a stream and its continuation, a task): held as it is.
    static func isOpaque(_ value: Value) -> Bool {
        switch value {
        case .tuple, .native: firstUnknown(in: value) == nil
        default: false
        }
    }

    /// Whether `key` is text (a dictionary key the reader keeps as it is).
    static func isText(_ key: Value) -> Bool {
        switch key {
        case .string, .substring, .character: true
        default: false
        }
    }

    func instanceValue(
        _ type: String, _ fields: [(name: String, value: Value)], depth: Int,
        _ place: (() -> Diagnostics.SourceLocation)?
    ) -> SwiftValue? {
        var properties: [String: SwiftValue] = [:]
        for field in fields {
            if let shown = readerValue(field.value, depth: depth + 1, noting: place) {
                properties[field.name] = shown
                continue
            }
            // A part the interpreter knows but the reader cannot show is held for the interpreter.
            if Self.firstUnknown(in: field.value) == nil, let index = hold(field.value) {
                properties[field.name] = .held(index: index, text: field.name)
                continue
            }
            // A part the interpreter does not know stays unknown by name, with the interpreter's reason.
            if let place {
                noteUnknown(
                    field.name, cause: Self.firstUnknown(in: field.value) ?? Self.unshown(field.value), at: place())
            }
            properties[field.name] = .unknown(field.name)
        }
        return .instance(type: type, properties: properties)
    }
}
