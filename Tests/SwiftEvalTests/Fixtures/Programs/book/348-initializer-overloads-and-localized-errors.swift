// Initializers that differ only by their parameters' types are picked by
// the arguments, as the compiler ranks them; a LocalizedError is an Error,
// and the requirements it leaves out are nil.
import Foundation

struct Reading {
    var text: String
    init(_ value: Int) { text = "count \(value)" }
    init(_ value: String) { text = "name \(value)" }
    init(_ value: Double) { text = "measure \(value)" }
    init(error: Error, fallback: String) {
        switch error {
        case let described as LocalizedError:
            text = described.errorDescription ?? fallback
        case let printable as CustomStringConvertible:
            text = "printable \(printable.description)"
        default:
            text = fallback
        }
    }
    init(error: Error, fallback: Int) {
        self.init(error: error, fallback: "code \(fallback)")
    }
}

struct NamedError: LocalizedError {
    var errorDescription: String? { "Disk full" }
    var recoverySuggestion: String? { "Free some space." }
}

struct BareError: LocalizedError {}

struct PrintableError: Error, CustomStringConvertible {
    var description: String { "printable failure" }
}

struct PlainError: Error {}

print(Reading(3).text, Reading("three").text, Reading(3.5).text)
let errors: [Error] = [NamedError(), BareError(), PrintableError(), PlainError()]
for error in errors {
    print(Reading(error: error, fallback: "none").text, "|", Reading(error: error, fallback: 7).text)
}
let bare = BareError()
print(bare.errorDescription == nil, bare.failureReason == nil, bare.helpAnchor == nil)
print(NamedError().recoverySuggestion ?? "-", NamedError().failureReason ?? "-")
print(NamedError() is Error, (errors[1] as? LocalizedError) != nil, (errors[3] as? LocalizedError) == nil)
print(NamedError().localizedDescription)
