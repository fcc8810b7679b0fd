/// A value of the old-style (OpenStep) property list `project.pbxproj` is
/// written in: a string, an array or a dictionary.
public enum PropertyListValue: Sendable, Hashable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    /// The string, if this is one.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The array's strings (object ids), if this is an array.
    public var strings: [String] {
        if case .array(let items) = self { return items.compactMap(\.string) }
        return []
    }

    /// The dictionary, if this is one.
    public var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }
}
