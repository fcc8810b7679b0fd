/// Foundation's `NSError` as app code meets it: made with a domain, a
/// code and user info whose standard keys give its localized texts, as on
/// Apple's platforms (the sentence for an error without a description is
/// theirs: "The operation couldn’t be completed. (domain error code.)").
/// Without a description, the failure and its reason make one, as
/// NSError.h describes. The domains' own texts (Cocoa's codes, the URL
/// loading system's) are not here: their constants are not declared, so
/// code that names them stays unknown. A Swift error seen `as NSError` is bridged by the interpreter
/// (``Interpreter/bridgedNSError(_:at:)``). Run as Swift source with the
/// program's rules.
enum NSErrorPrelude {
    static let source = """
        let NSLocalizedDescriptionKey = "NSLocalizedDescription"
        let NSLocalizedFailureReasonErrorKey = "NSLocalizedFailureReason"
        let NSLocalizedRecoverySuggestionErrorKey = "NSLocalizedRecoverySuggestion"
        let NSLocalizedRecoveryOptionsErrorKey = "NSLocalizedRecoveryOptions"
        let NSHelpAnchorErrorKey = "NSHelpAnchor"
        let NSUnderlyingErrorKey = "NSUnderlyingError"
        let NSDebugDescriptionErrorKey = "NSDebugDescription"
        let NSFilePathErrorKey = "NSFilePath"
        let NSURLErrorKey = "NSURL"
        let NSLocalizedFailureErrorKey = "NSLocalizedFailure"

        class NSError: Error {
            let domain: String
            let code: Int
            let userInfo: [String: Any]
            init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) {
                self.domain = domain
                self.code = code
                self.userInfo = dict ?? [:]
            }
            var localizedDescription: String {
                if let text = userInfo[NSLocalizedDescriptionKey] as? String { return text }
                let reason = userInfo[NSLocalizedFailureReasonErrorKey] as? String
                if let failure = userInfo[NSLocalizedFailureErrorKey] as? String {
                    if let reason { return failure + " " + reason }
                    return failure
                }
                if let reason { return "The operation couldn’t be completed. " + reason }
                return "The operation couldn’t be completed. (\\(domain) error \\(code).)"
            }
            var localizedFailureReason: String? { userInfo[NSLocalizedFailureReasonErrorKey] as? String }
            var localizedRecoverySuggestion: String? { userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String }
            var localizedRecoveryOptions: [String]? { userInfo[NSLocalizedRecoveryOptionsErrorKey] as? [String] }
            var helpAnchor: String? { userInfo[NSHelpAnchorErrorKey] as? String }
            var underlyingErrors: [Error] {
                if let error = userInfo[NSUnderlyingErrorKey] as? Error { return [error] }
                return []
            }
        }
        """
}
