import Foundation

enum Block: CustomStringConvertible {
    case heading(level: Int, text: String)
    case bullet(text: String)
    case paragraph(text: String)
    case divider

    var description: String {
        switch self {
        case let .heading(level, text): return "H\(level)(\(text))"
        case .bullet(let text): return "LI(\(text))"
        case .paragraph(let text): return "P(\(text))"
        case .divider: return "HR"
        }
    }
}

func renderInline(_ text: String) -> String {
    var output = ""
    var bold = false
    var i = text.startIndex
    while i < text.endIndex {
        if text[i...].hasPrefix("**") {
            output += bold ? "</b>" : "<b>"
            bold.toggle()
            i = text.index(i, offsetBy: 2)
        } else {
            output.append(text[i])
            i = text.index(after: i)
        }
    }
    return bold ? output + "</b>" : output
}

func parse(_ source: String) -> [Block] {
    source.split(separator: "\n", omittingEmptySubsequences: true).map { rawLine in
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if line == "---" { return .divider }
        if line.hasPrefix("#") {
            let level = line.prefix { $0 == "#" }.count
            return .heading(level: min(level, 3), text: renderInline(String(line.dropFirst(level)).trimmingCharacters(in: .whitespaces)))
        }
        if line.hasPrefix("- ") || line.hasPrefix("* ") {
            return .bullet(text: renderInline(String(line.dropFirst(2))))
        }
        return .paragraph(text: renderInline(line))
    }
}


let doc = """
# Release Notes
## Version **2.1**
  - Faster **sync**
- Dark mode
* Bug fixes
---
Thanks for using **our app**!
Unclosed **bold
"""

let blocks = parse(doc)
blocks.forEach { print($0) }
let bulletCount = blocks.filter { if case .bullet = $0 { return true }; return false }.count
print("Blocks: \(blocks.count), bullets: \(bulletCount)")
