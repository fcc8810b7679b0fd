internal import Diagnostics
internal import Foundation

extension StoryboardParser {
    /// Interface Builder writes UTF-8 only. Anything else is refused before
    /// the XML parser sees it, because libxml2 (2.9) crashes inside
    /// `xmlParseChunk` on some of it and no storyboard needs it. `make fuzz`
    /// found two: `<?xml version="1.0" encoding="UTF8-"` followed by byte
    /// 0xFE, and `00 00 00 3C` (`<` in UCS-4, which libxml2 detects from the
    /// first bytes). NUL bytes (never allowed in XML) and bytes that are not
    /// UTF-8 rule out every encoding libxml2 would detect instead.
    static func refuseForeignEncodings(
        in data: Data, path: String, dialect: XMLDialect = .interfaceBuilder
    ) throws(Diagnostic) {
        if let declared = declaredEncoding(in: data), !["utf-8", "utf8"].contains(declared.name.lowercased()) {
            throw Diagnostic(
                "the XML declaration names the encoding '\(declared.name)'; \(dialect.documents) are UTF-8",
                file: path, line: declared.line, column: declared.column,
                hint: "write encoding=\"UTF-8\", or \(dialect.remedy)")
        }
        let nul: Int? = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, let found = memchr(base, 0, raw.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
        if let offset = nul {
            let (line, column) = position(of: offset, in: Array(data.prefix(offset + 1)))
            throw Diagnostic(
                "the file contains a NUL byte, which XML text never contains", file: path, line: line, column: column,
                hint: "\(dialect.writer) writes UTF-8 text; the file may be UTF-16 or UCS-4, or damaged")
        }
        if let bad = firstInvalidUTF8(in: data) {
            throw Diagnostic(
                "the file is not UTF-8 text: byte 0x\(String(format: "%02X", bad.byte)) is not valid UTF-8",
                file: path, line: bad.line, column: bad.column,
                hint: "\(dialect.writer) writes UTF-8; \(dialect.remedy) or restore it from version control")
        }
    }

    /// The `encoding` of a leading `<?xml …?>` declaration and where its value starts.
    private static func declaredEncoding(in data: Data) -> (name: String, line: Int, column: Int)? {
        var bytes = Array(data.prefix(512))
        // A UTF-8 byte order mark may come first; positions then count it.
        let skipped = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes.dropFirst(skipped).starts(with: Array("<?xml".utf8)) else { return nil }
        bytes = Array(bytes.dropFirst(skipped))
        let end = (0..<max(0, bytes.count - 1)).first { bytes[$0] == 0x3F && bytes[$0 + 1] == 0x3E } ?? bytes.count
        let declaration = bytes[..<end]
        let key = Array("encoding".utf8)
        guard
            let start = (0...max(0, declaration.count - key.count)).first(where: {
                Array(declaration[$0..<min($0 + key.count, declaration.count)]) == key
            })
        else { return nil }
        var index = start + key.count
        while index < declaration.count, [0x20, 0x09, 0x0A, 0x0D, 0x3D].contains(declaration[index]) { index += 1 }
        guard index < declaration.count, declaration[index] == 0x22 || declaration[index] == 0x27 else { return nil }
        let quote = declaration[index]
        let valueStart = index + 1
        var valueEnd = valueStart
        while valueEnd < declaration.count, declaration[valueEnd] != quote { valueEnd += 1 }
        let name = String(decoding: declaration[valueStart..<valueEnd], as: UTF8.self)
        let (line, column) = position(of: valueStart, in: bytes)
        return (name, line, column + skipped)
    }

    /// The first byte that does not decode as UTF-8, with its 1-based line and column.
    private static func firstInvalidUTF8(in data: Data) -> (byte: UInt8, line: Int, column: Int)? {
        let valid = data.withUnsafeBytes { raw in
            String(validating: raw.bindMemory(to: UInt8.self), as: UTF8.self) != nil
        }
        if valid { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
            case .emptyInput:
                return nil
            case .error:
                let bytes = Array(data.prefix(offset + 1))
                let (line, column) = position(of: offset, in: bytes)
                return (bytes[offset], line, column)
            }
        }
    }

    /// The 1-based line and column of byte `offset`.
    private static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}
