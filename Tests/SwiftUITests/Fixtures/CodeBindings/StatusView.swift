import SwiftUI

/// What a screen is doing, as a library of shared views keeps it.
enum Status: Equatable {
    case idle
    case failed(String)

    var title: String {
        if case .failed(let reason) = self { return reason }
        return "Error"
    }

    var message: String {
        var text = ""
        if case .failed(let reason) = self {
            text.append("\(reason). ")
        }
        text.append("Try again later.")
        return text
    }
}

/// An app's own extension of SwiftUI's `Binding` (it declares no property wrapper).
extension Binding where Value == Bool {
    var negated: Binding<Bool> {
        Binding(get: { !wrappedValue }, set: { wrappedValue = !$0 })
    }
}

/// Shows an alert while the status is a failure, through a binding made of
/// code; dismissing the alert sets the status back to idle.
struct StatusAlert: ViewModifier {
    @Binding var status: Status

    private var showsAlert: Binding<Bool> {
        Binding {
            if case .failed = status {
                return true
            } else {
                return false
            }
        } set: { newValue in
            if newValue == false {
                status = .idle
            }
        }
    }

    init(status: Binding<Status>) {
        self._status = status
    }

    func body(content: Content) -> some View {
        content
            .alert(status.title, isPresented: showsAlert, actions: { EmptyView() }, message: { Text(status.message) })
    }
}

/// A protocol a model can take instead of a binding (an overload of the same name).
protocol StatusSource {
    var current: Status { get }
}

extension View {
    func statusAlert(_ status: Binding<Status>) -> some View {
        modifier(StatusAlert(status: status))
    }

    func statusAlert<Source: StatusSource>(_ source: Source) -> some View {
        self
    }
}

private struct RetryLimitKey: EnvironmentKey {
    static let defaultValue: Int = 3
}

extension EnvironmentValues {
    var retryLimit: Int {
        get { self[RetryLimitKey.self] }
        set { self[RetryLimitKey.self] = newValue }
    }
}

struct StatusView: View {
    @State private var status: Status = .idle
    @State private var count = 2
    @Environment(\.retryLimit) private var retryLimit

    var body: some View {
        VStack {
            Text(status == .idle ? "Status: idle" : "Status: failed")
            Text("Count: \(Binding(get: { count * 10 }, set: { count = $0 / 10 }).wrappedValue)")
            Text("Retries: \(retryLimit)")
            Button("Upload") { status = .failed("Upload failed") }
        }
        .statusAlert($status)
    }
}
