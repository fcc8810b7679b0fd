import Foundation
import SwiftUI

/// An error wrapped for display, as error-presenting libraries write one:
/// a `LocalizedError`'s texts, an `NSError`'s user info, or a default.
struct ShownError: LocalizedError {
    static let fallback = LocalizedStringResource("FALLBACK_DESCRIPTION", defaultValue: "Unexpected error occurred!")

    var errorDescription: String?
    var failureReason: String?

    init(error: Error) {
        switch error {
        case let localized as LocalizedError:
            errorDescription = localized.errorDescription ?? String(localized: Self.fallback)
            failureReason = localized.failureReason
        case let other where type(of: other) is NSError.Type:
            let bridged = other as NSError
            errorDescription = bridged.localizedDescription
            failureReason = bridged.localizedFailureReason
        default:
            errorDescription = String(localized: Self.fallback)
        }
    }
}

struct Plain: Error {}

struct ErrorAlertsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Nested") { FailingView(failure: FailingView.Failure(failureReason: "Disk full")) }
                NavigationLink("Implicit") { FailingView(failure: .init(failureReason: "No network")) }
            }
        }
    }
}

struct FailingView: View {
    struct Failure: LocalizedError {
        var errorDescription: String? { "Could not save" }
        var failureReason: String?
    }

    var failure = Failure(failureReason: nil)
    @State private var shown: ShownError?

    var body: some View {
        VStack {
            Text(failure.failureReason ?? "no reason")
            Button("Swift error") { shown = ShownError(error: failure) }
            Button("Plain error") { shown = ShownError(error: Plain()) }
            Button("NSError") {
                shown = ShownError(
                    error: NSError(
                        domain: "Shop", code: 7,
                        userInfo: [NSLocalizedDescriptionKey: "Out of stock", NSLocalizedFailureReasonErrorKey: "Sold"]))
            }
        }
        .alert(
            shown?.errorDescription ?? "",
            isPresented: Binding(get: { shown != nil }, set: { if !$0 { shown = nil } })
        ) {
            Button("OK") { shown = nil }
        } message: {
            Text(shown?.failureReason ?? "")
        }
    }
}
