import SwiftUI

/// `.init(…)` written against a typed `let` and against an argument label
/// of a view's memberwise initializer: the type each names settles it.
struct DateCell: View {
    struct ViewState {
        let text: String
        let dim: Bool
        init(day: Int, isDisabled: Bool) {
            text = "Day \(day)"
            dim = isDisabled
        }
    }
    let state: ViewState
    var body: some View { Text(state.text) }
}
struct Signal { var user: String; var kind: String }
struct SignalView: View {
    var signal: Signal
    var body: some View { Text("\(signal.kind) from \(signal.user)") }
}
struct ImplicitInitView: View {
    var body: some View {
        let signal: Signal = .init(user: "ann", kind: "Launch")
        VStack {
            DateCell(state: .init(day: 3, isDisabled: true))
            SignalView(signal: signal)
        }
    }
}
