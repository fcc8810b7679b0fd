// Foundation's enumerateLines: every kind of line break, no line after a
// final break, empty lines kept.
import Foundation

struct Row: Identifiable {
    let id: Int
    let text: String
}

func rows(of text: String) -> [Row] {
    var found: [Row] = []
    text.enumerateLines { line, _ in
        found.append(Row(id: found.count, text: line))
    }
    return found
}

let samples = ["one\ntwo\n\nfour", "crlf\r\nline\r\n", "", "single", "a\rb\u{2028}c\n"]
for sample in samples {
    let found = rows(of: sample)
    print(found.count, found.map { "[\($0.text)]" }.joined(separator: " "))
}
var count = 0
"x\ny\nz".enumerateLines { _, _ in count += 1 }
print(count)
