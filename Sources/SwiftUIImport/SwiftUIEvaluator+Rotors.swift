internal import Foundation
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// `.accessibilityRotor` and what its entries name: `.accessibilityRotorEntry(id:in:)`
    /// and `.id(…)` on a view, or the item a `ForEach` row was built from
    /// (docs/swiftui.md, "What VoiceOver says").
    func rotorModified(_ node: ViewNode, _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode {
        var node = node
        switch name {
        case "accessibilityRotorEntry", "id":
            if let id = argument(call, name == "id" ? nil : "id") { node.rotorEntryID = value(id, scope) }
        default:
            guard let first = call.arguments.first?.expression else { break }
            // `.accessibilityRotor(.headings) { … }` gives VoiceOver's own rotor other stops; it is not modelled.
            if first.is(MemberAccessExprSyntax.self) && first.as(MemberAccessExprSyntax.self)?.base == nil
                || first.as(FunctionCallExprSyntax.self)?.calledExpression.tokenText.hasSuffix(
                    "AccessibilitySystemRotor") == true
                || first.tokenText.hasPrefix("AccessibilitySystemRotor")
            {
                warn(
                    "a rotor of VoiceOver's own ('\(first.writtenText)') with the app's entries is not modelled; VoiceOver's own stops are used",
                    at: call, scope)
                break
            }
            let rotorName = stringValue(first, scope) ?? Self.source(first)
            if let entries = argument(call, "entries") {
                // `entries: items, entryID: \.id, entryLabel: \.name`: each item names the row built from it.
                guard case .array(let items) = value(entries, scope) else {
                    warn(
                        "the entries of the rotor '\(rotorName)' ('\(entries.writtenText)') are not known from the sources; it has none",
                        at: call, scope)
                    node.rotors.append((rotorName, []))
                    break
                }
                let key = argument(call, "entryID").flatMap {
                    $0.as(KeyPathExprSyntax.self)?.components.last?.tokenText.replacingOccurrences(of: ".", with: "")
                }
                node.rotors.append(
                    (
                        rotorName,
                        items.map { item in
                            guard let key, case .instance(_, let properties) = item, let id = properties[key] else {
                                return item
                            }
                            return id
                        }
                    ))
            } else if let closure = closure(call, nil) ?? closure(call, "entries") {
                // `{ ForEach(items) { AccessibilityRotorEntry(item.name, id: item.id) } }`.
                let built = content(closure.statements, scope)
                node.rotors.append((rotorName, Self.rotorEntries(built)))
            }
        }
        return node
    }

    /// The ids of the `AccessibilityRotorEntry` views a rotor's closure built, in order.
    static func rotorEntries(_ nodes: [ViewNode]) -> [SwiftValue] {
        var found: [SwiftValue] = []
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            if node.style == "rotorEntry", let id = node.rotorEntryID {
                found.append(id)
            } else {
                pending += node.children.reversed()
            }
        }
        return found
    }
}
