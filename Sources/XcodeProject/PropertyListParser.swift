public import Diagnostics

/// Reads the old-style property list of `project.pbxproj`: `{ key = value; }`,
/// `( a, b, )`, quoted and bare strings, `/* */` and `//` comments. Nesting
/// is bounded; an error names the line and column.
public struct PropertyListParser {
    /// Nesting deeper than this is refused.
    public static let maximumDepth = 64

    private let path: String
    private let bytes: [UInt8]
    private var index = 0

    /// A parser of `text`, which came from `path`.
    public init(text: String, path: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }

    /// The whole document's value.
    public mutating func parse() throws(Diagnostic) -> PropertyListValue {
        skipBlanks()
        let value = try parseValue(depth: 0)
        skipBlanks()
        guard index == bytes.count else { throw error("unexpected text after the project's closing brace") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(Diagnostic) -> PropertyListValue {
        guard depth < Self.maximumDepth else {
            throw error("the project nests deeper than \(Self.maximumDepth) levels")
        }
        skipBlanks()
        guard index < bytes.count else { throw error("the project ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var entries: [String: PropertyListValue] = [:]
            while true {
                skipBlanks()
                guard index < bytes.count else {
                    throw error("the project ends inside a dictionary (a '}' is missing)")
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(entries)
                }
                guard case .string(let key) = try parseValue(depth: depth + 1) else {
                    throw error("a dictionary key must be a string")
                }
                try expect("=")
                entries[key] = try parseValue(depth: depth + 1)
                try expect(";")
            }
        case UInt8(ascii: "("):
            index += 1
            var items: [PropertyListValue] = []
            while true {
                skipBlanks()
                guard index < bytes.count else { throw error("the project ends inside an array (a ')' is missing)") }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return .array(items)
                }
                items.append(try parseValue(depth: depth + 1))
                skipBlanks()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        case UInt8(ascii: "\""):
            return .string(try quoted())
        default:
            return .string(try bare())
        }
    }

    private mutating func quoted() throws(Diagnostic) -> String {
        index += 1
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: scalars, as: UTF8.self) }
            if byte == UInt8(ascii: "\\"), index < bytes.count {
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): scalars.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): scalars.append(UInt8(ascii: "\t"))
                default: scalars.append(escaped)
                }
            } else {
                scalars.append(byte)
            }
        }
        throw error("the project ends inside a quoted string")
    }

    private mutating func bare() throws(Diagnostic) -> String {
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else {
            throw error("unexpected '\(String(decoding: [bytes[index]], as: UTF8.self))' where a value was expected")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "_$/:.-+<>".utf8.contains(byte)
    }

    private mutating func expect(_ character: Character) throws(Diagnostic) {
        skipBlanks()
        guard index < bytes.count, bytes[index] == character.asciiValue else { throw error("'\(character)' expected") }
        index += 1
    }

    private mutating func skipBlanks() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
            {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                { index += 1 }
                index = min(bytes.count, index + 2)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                return
            }
        }
    }

    private func error(_ message: String) -> Diagnostic {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return Diagnostic(message, file: path, line: line, column: column)
    }
}
