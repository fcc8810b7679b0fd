/// Lists joined as US English joins them (the simulated device's
/// language): `ListFormatter.localizedString(byJoining:)` and an array's
/// `formatted()` give `Orange, banana, and kiwi`; two items `A and B`.
extension Library {
    /// `items` joined with commas and a final `and`.
    static func listJoined(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        case 2: items[0] + " and " + items[1]
        default: items.dropLast().joined(separator: ", ") + ", and " + items[items.count - 1]
        }
    }

    /// The texts of a list's items, or the first item that is not known
    /// text (unknown, or not a string).
    static func listTexts(_ items: [Value], _ call: LibraryCall) -> ListTexts {
        var texts: [String] = []
        for item in items {
            guard case .string(let text) = item else {
                return .refused(item.isUnknown ? item : call.gap("a list of \(item.typeName)"))
            }
            texts.append(text)
        }
        return .texts(texts)
    }

    /// A list's texts, or the value that stands for the list when one item
    /// is not known text.
    enum ListTexts {
        case texts([String])
        case refused(Value)
    }

    /// `items` joined, or the value that stands for the list.
    static func listFormatted(_ items: [Value], _ call: LibraryCall) -> Value {
        switch listTexts(items, call) {
        case .texts(let texts): .string(listJoined(texts))
        case .refused(let value): value
        }
    }

    /// `ListFormatter.localizedString(byJoining:)`.
    static func listFormatterStatic(_ name: String, _ call: LibraryCall) -> Value? {
        guard name == "localizedString", call.labels == ["byJoining"], let list = call.argument(0) else { return nil }
        guard case .array(let items) = list else { return list.isUnknown ? list : nil }
        return listFormatted(items, call)
    }
}
