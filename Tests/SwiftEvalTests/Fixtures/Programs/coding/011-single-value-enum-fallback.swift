// A single-value init(from:) that tries one type and falls back to another with try?.
import Foundation

enum Amount: Decodable, Equatable {
    case number(Double)
    case text(String)
    case missing

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .missing
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else {
            self = .text(try container.decode(String.self))
        }
    }
}

struct Line: Decodable {
    let label: String
    let amount: Amount
}

let lines = try JSONDecoder().decode([Line].self, from: Data(#"""
[{"label": "a", "amount": 12}, {"label": "b", "amount": "twelve"}, {"label": "c", "amount": null}, {"label": "d", "amount": 1.25}]
"""#.utf8))
for line in lines {
    switch line.amount {
    case .number(let value): print(line.label, "number", value)
    case .text(let text): print(line.label, "text", text)
    case .missing: print(line.label, "missing")
    }
}
