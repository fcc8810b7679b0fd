import Foundation
import SwiftSyntax

/// Dates read from the device's clock (`Date()`, `.now`,
/// `Date(timeIntervalSinceNow:)`): unknown, as the current date is, but
/// ordered against each other. The program reads the clock one reading
/// after another, so a later reading is a later instant: a model made with
/// `.now` after another sorts after it, and `Date(timeIntervalSinceNow: -5)`
/// before `.now` read at the same time or later. Their values, their
/// distance and any text made from them stay runtime data.
extension Interpreter {
    /// An unknown date of a new clock reading, `offset` seconds from it
    /// (an offset it cannot know leaves it unordered), noted at `node`.
    func clockReading(_ detail: String, offset: Double? = 0, at node: some SyntaxProtocol) -> Value {
        guard case .unknown(var made) = unknown(.runtimeData, detail, at: node) else { return .void }
        if let offset { made.instant = Instant.reading(offset: offset) }
        return .unknown(made)
    }

    /// `a < b`, `a == b` and the other comparisons of two clock dates the
    /// readings order; `a + seconds` and `a - seconds` another such date.
    /// `nil` for anything else (the result stays unknown).
    func instantOperation(_ symbol: String, _ left: Value, _ right: Value) -> Value? {
        switch (left, right) {
        case (.unknown(let first), .unknown(let second)):
            guard let a = first.instant, let b = second.instant, let order = a.order(against: b) else { return nil }
            switch symbol {
            case "<", ">", "<=", ">=": return .bool(Self.holds(symbol, order.rawValue))
            case "==": return .bool(order == .orderedSame)
            case "!=": return .bool(order != .orderedSame)
            default: return nil
            }
        case (.unknown(let date), _) where ["+", "-"].contains(symbol):
            guard let seconds = right.number else { return nil }
            return moved(date, by: symbol == "+" ? seconds : -seconds)
        case (_, .unknown(let date)) where symbol == "+":
            return left.number.flatMap { moved(date, by: $0) }
        default: return nil
        }
    }

    /// `addingTimeInterval(_:)` and `advanced(by:)` of a clock date.
    func movedInstant(_ receiver: Value, by method: String, labels: [String?], _ arguments: [Argument]) -> Value? {
        guard case .unknown(let date) = receiver, date.instant != nil,
            (method == "addingTimeInterval" && labels == [nil]) || (method == "advanced" && labels == ["by"]),
            let seconds = arguments.first?.value.number
        else { return nil }
        return moved(date, by: seconds)
    }

    private func moved(_ date: Unknown, by seconds: Double) -> Value? {
        guard var instant = date.instant else { return nil }
        instant.offset += seconds
        var made = date
        made.instant = instant
        return .unknown(made)
    }
}
