// Errors seen as Foundation's NSError: domain, code, user info and the
// localized texts that code shows in an alert.
import Foundation

struct Plain: Error {}
enum Stage: Error { case loading, saving, closing }
enum Status: Int, Error { case notFound = 404, teapot = 418 }
enum Outer {
    struct Inner: Error {}
}
struct Described: LocalizedError {
    var errorDescription: String? { "Could not load the list" }
    var recoverySuggestion: String? { "Try again later" }
}
struct Custom: CustomNSError {
    static var errorDomain: String { "com.example.custom" }
    var errorCode: Int { 42 }
    var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: "Custom description"] }
}

struct Summary: LocalizedError {
    var errorDescription: String?
    var failureReason: String?
    var helpAnchor: String?
    var recoverySuggestion: String?

    init(_ error: Error, fallback: String) {
        switch error {
        case let localized as LocalizedError:
            errorDescription = localized.errorDescription ?? fallback
            failureReason = localized.failureReason
            helpAnchor = localized.helpAnchor
            recoverySuggestion = localized.recoverySuggestion
        case let other where type(of: other) is NSError.Type:
            let ns = other as NSError
            errorDescription = ns.localizedDescription
            failureReason = ns.localizedFailureReason
            helpAnchor = ns.helpAnchor
            recoverySuggestion = ns.localizedRecoverySuggestion
        default:
            errorDescription = fallback
        }
    }

    var message: String {
        [failureReason, helpAnchor, recoverySuggestion].compactMap { $0 }.joined(separator: " / ")
    }
}

let errors: [Error] = [
    Plain(), Stage.saving, Status.teapot, Outer.Inner(), Described(), Custom(),
    NSError(domain: "Shop", code: 3, userInfo: [NSLocalizedDescriptionKey: "Out of stock"]),
    NSError(domain: "Shop", code: 4, userInfo: [
        NSLocalizedDescriptionKey: "Payment failed", NSLocalizedFailureReasonErrorKey: "The card expired",
        NSHelpAnchorErrorKey: "Cards", NSLocalizedRecoverySuggestionErrorKey: "Use another card",
    ]),
]
for error in errors {
    let bridged = error as NSError
    print(bridged.domain, bridged.code, type(of: error) is NSError.Type, error is LocalizedError)
    let summary = Summary(error, fallback: "Something went wrong")
    print(summary.errorDescription ?? "-", "|", summary.message)
}
print((Described() as NSError).localizedDescription)
print((Described() as NSError).localizedRecoverySuggestion ?? "none")
print(Custom().localizedDescription)
