import SwiftUI

/// A value with a title a picker row shows.
protocol Titled {
    var title: String { get }
}

/// No choice is one more choice: `Topping?` lists `nil` first.
extension Optional: @retroactive CaseIterable where Wrapped: CaseIterable {
    public static var allCases: [Wrapped?] {
        [nil] + Wrapped.allCases.map { .some($0) }
    }
}

extension Optional: Titled where Wrapped: Titled {
    var title: String {
        switch self {
        case .none: "No topping"
        case .some(let wrapped): wrapped.title
        }
    }
}

enum Topping: CaseIterable, Hashable, Titled {
    case sprinkles, syrup

    var title: String { self == .sprinkles ? "Sprinkles" : "Maple syrup" }
}

/// A picker over every value of `Choice`, which may be an optional:
/// `$topping` of a `Topping?` binds `Choice` to `Optional<Topping>`.
struct ChoicePicker<Choice: CaseIterable & Hashable & Titled>: View where Choice.AllCases: RandomAccessCollection {
    let title: String
    @Binding var choice: Choice

    var body: some View {
        Picker(title, selection: $choice) {
            ForEach(Choice.allCases, id: \.self) { option in
                Text(option.title).tag(option)
            }
        }
    }
}

struct SundaeView: View {
    @State private var topping: Topping?

    var body: some View {
        Form {
            ChoicePicker(title: "Topping", choice: $topping)
        }
    }
}
