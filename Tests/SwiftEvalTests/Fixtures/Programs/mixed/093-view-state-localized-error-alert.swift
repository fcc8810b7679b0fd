// A screen state that carries a LocalizedError (a shared-views library's
// ViewState): the alert title falls through to a generic one when the
// error has only a description, and the message joins the reason, help
// anchor and suggestion with blank lines.
import Foundation

enum ViewState {
    case idle
    case processing
    case error(LocalizedError)
}

extension ViewState: Equatable {
    static func == (lhs: ViewState, rhs: ViewState) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle), (.processing, .processing), (.error, .error):
            return true
        default:
            return false
        }
    }
}

extension ViewState {
    var errorTitle: String {
        switch self {
        case let .error(error):
            guard let errorTitle = error.errorDescription else {
                fallthrough
            }
            guard errorTitle != errorDescription else {
                fallthrough
            }
            return errorTitle
        default:
            return "Error"
        }
    }

    var errorDescription: String {
        switch self {
        case let .error(error):
            var errorDescription = ""
            if let failureReason = error.failureReason {
                errorDescription.append("\(failureReason)")
            }
            if let helpAnchor = error.helpAnchor {
                errorDescription.append("\(errorDescription.isEmpty ? "" : "\n\n")\(helpAnchor)")
            }
            if let recoverySuggestion = error.recoverySuggestion {
                errorDescription.append("\(errorDescription.isEmpty ? "" : "\n\n")\(recoverySuggestion)")
            }
            if errorDescription.isEmpty {
                errorDescription = error.localizedDescription
            }
            return errorDescription
        default:
            return ""
        }
    }
}

struct AnyLocalizedError: LocalizedError {
    var errorDescription: String?
    var failureReason: String?
    var helpAnchor: String?
    var recoverySuggestion: String?

    init(error: Error, defaultErrorDescription: String) {
        switch error {
        case let localizedError as LocalizedError:
            self.errorDescription = localizedError.errorDescription ?? defaultErrorDescription
            self.failureReason = localizedError.failureReason
            self.helpAnchor = localizedError.helpAnchor
            self.recoverySuggestion = localizedError.recoverySuggestion
        case let customStringConvertible as CustomStringConvertible:
            self.errorDescription = customStringConvertible.description
        default:
            self.errorDescription = defaultErrorDescription
        }
    }
}

struct TestError: LocalizedError {
    var errorDescription: String?
    var failureReason: String?
    var helpAnchor: String?
    var recoverySuggestion: String?
}

struct PlainError: Error {}

let full = TestError(errorDescription: nil, failureReason: "Failure Reason", helpAnchor: "Help Anchor", recoverySuggestion: "Recovery Suggestion")
let only = TestError(errorDescription: "Some error occurred!")
for error in [full, only] {
    let state = ViewState.error(AnyLocalizedError(error: error, defaultErrorDescription: "Error Description"))
    print(state.errorTitle)
    print(state.errorDescription)
    print(state == .error(only), state == .idle)
}
let direct = ViewState.error(only)
print(direct.errorTitle, "|", direct.errorDescription)
let plain = ViewState.error(AnyLocalizedError(error: PlainError(), defaultErrorDescription: "Fallback"))
print(plain.errorTitle, "|", plain.errorDescription)
print(ViewState.idle.errorTitle, ViewState.idle.errorDescription.isEmpty)
