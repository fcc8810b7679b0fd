struct InputMask {
    let pattern: String
    let placeholder: Character = "#"

    var capacity: Int { pattern.filter { $0 == placeholder }.count }

    func apply(to raw: String) -> String {
        let digits = raw.filter(\.isNumber)
        var result = ""
        var iterator = digits.makeIterator()
        var pending = ""
        for ch in pattern {
            if ch == placeholder {
                guard let d = iterator.next() else { break }
                result += pending
                pending = ""
                result.append(d)
            } else {
                pending.append(ch)
            }
        }
        return result
    }

    func isComplete(_ raw: String) -> Bool {
        raw.filter(\.isNumber).count == capacity
    }
}

struct PhoneFieldViewModel {
    let mask = InputMask(pattern: "(###) ###-####")
    private(set) var digits = ""

    var display: String { mask.apply(to: digits) }
    var hint: String {
        let remaining = mask.capacity - digits.count
        return remaining == 0 ? "✓ complete" : "\(remaining) digit\(remaining == 1 ? "" : "s") to go"
    }

    mutating func type(_ text: String) {
        for ch in text where ch.isNumber && digits.count < mask.capacity {
            digits.append(ch)
        }
    }

    mutating func backspace(_ times: Int = 1) {
        digits = String(digits.dropLast(times))
    }

    mutating func paste(_ text: String) {
        digits = ""
        var t = text
        if t.hasPrefix("+1") { t.removeFirst(2) }
        type(t)
    }
}

var field = PhoneFieldViewModel()
print("[\(field.display)] \(field.hint)")
field.type("4")
print("[\(field.display)] \(field.hint)")
field.type("15")
print("[\(field.display)] \(field.hint)")
field.type("5a5-")
print("[\(field.display)] \(field.hint)")
field.type("123456789")
print("[\(field.display)] \(field.hint)")
field.backspace(5)
print("[\(field.display)] \(field.hint)")
field.paste("+1 (212) 555-0199")
print("[\(field.display)] \(field.hint)")

let card = InputMask(pattern: "#### #### #### ####")
let date = InputMask(pattern: "##/##")
print(card.apply(to: "4111111111111111"), card.isComplete("4111 1111"))
print(date.apply(to: "1"), date.apply(to: "122"), date.apply(to: "12/27"), date.isComplete("1227"))
let ssn = InputMask(pattern: "###-##-####")
print(["123", "12345", "123456789", "12-34"].map(ssn.apply))
