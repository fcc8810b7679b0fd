import Foundation

enum Inline: Equatable, CustomStringConvertible {
    case text(String)
    case bold(String)
    case code(String)
    case link(title: String, url: String)

    var description: String {
        switch self {
        case .text(let s): return "text(\(s))"
        case .bold(let s): return "bold(\(s))"
        case .code(let s): return "code(\(s))"
        case let .link(title, url): return "link(\(title) → \(url))"
        }
    }
}

enum Block {
    case heading(level: Int, text: String)
    case bullet([Inline])
    case paragraph([Inline])
}

func parseInline(_ line: Substring) -> [Inline] {
    var result: [Inline] = []
    var buffer = ""
    var rest = line[...]
    func flush() {
        if !buffer.isEmpty { result.append(.text(buffer)); buffer = "" }
    }
    while let ch = rest.first {
        if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
            flush()
            result.append(.bold(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])))
            rest = rest[end.upperBound...]
        } else if ch == "`", let end = rest.dropFirst().firstIndex(of: "`") {
            flush()
            result.append(.code(String(rest[rest.index(after: rest.startIndex)..<end])))
            rest = rest[rest.index(after: end)...]
        } else if ch == "[", let close = rest.firstIndex(of: "]"),
                  rest[rest.index(after: close)...].hasPrefix("("),
                  let paren = rest[close...].firstIndex(of: ")") {
            flush()
            let title = String(rest[rest.index(after: rest.startIndex)..<close])
            let url = String(rest[rest.index(close, offsetBy: 2)..<paren])
            result.append(.link(title: title, url: url))
            rest = rest[rest.index(after: paren)...]
        } else {
            buffer.append(ch)
            rest = rest.dropFirst()
        }
    }
    flush()
    return result
}

func parse(_ doc: String) -> [Block] {
    doc.split(separator: "\n", omittingEmptySubsequences: true).map { line in
        if line.hasPrefix("#") {
            let level = line.prefix { $0 == "#" }.count
            return .heading(level: level, text: line.dropFirst(level).trimmingPrefixSpaces())
        } else if line.hasPrefix("- ") {
            return .bullet(parseInline(line.dropFirst(2)))
        }
        return .paragraph(parseInline(line))
    }
}

extension Substring {
    func trimmingPrefixSpaces() -> String { String(drop { $0 == " " }) }
}

let doc = """
# Release Notes
## Version 2.1
This release is **faster** and uses `async` APIs.

- Fixed **crash** on launch
- See [docs](https://example.com/docs) for `Config`
Thanks to all contributors!
"""
let blocks = parse(doc)
for block in blocks {
    switch block {
    case let .heading(level, text): print("H\(level): \(text)")
    case .bullet(let inl): print("• \(inl)")
    case .paragraph(let inl): print("¶ \(inl.map(\.description).joined(separator: " + "))")
    }
}
let links = blocks.flatMap { b -> [Inline] in
    if case .bullet(let i) = b { return i }
    if case .paragraph(let i) = b { return i }
    return []
}.filter { if case .link = $0 { return true } else { return false } }
print("Links: \(links)")
print(parseInline("plain") == [.text("plain")], parseInline("**unclosed").count)
