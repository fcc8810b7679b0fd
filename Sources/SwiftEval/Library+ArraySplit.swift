extension Library {
    /// `split(separator:)` and `split(whereSeparator:)` of an array: its
    /// runs between separators as `ArraySlice`s that keep the array's
    /// indices, with `maxSplits` and `omittingEmptySubsequences` as Swift's.
    static func arraySplit(_ name: String, _ items: [Value], _ call: LibraryCall) throws -> Value? {
        guard name == "split", let first = call.arguments.first,
            ["separator", "whereSeparator"].contains(call.labels.first),
            Set(call.labels.dropFirst()).isSubset(of: ["maxSplits", "omittingEmptySubsequences"])
        else { return nil }
        var omitting = true
        if case .bool(let flag)? = call.argument("omittingEmptySubsequences") { omitting = flag }
        var maxSplits = Int.max
        if case .int(let count)? = call.argument("maxSplits") {
            guard count >= 0 else { throw call.stop(.trap, "split with a negative maxSplits") }
            maxSplits = count
        }
        let isSeparator = { (item: Value) throws -> Bool in
            if call.labels.first == "separator" { return try call.interpreter.equals(item, first.value, at: call.node) }
            return try call.test(first.value, [item])
        }
        var parts: [Value] = []
        var start = 0
        for index in items.indices where parts.count < maxSplits {
            guard try isSeparator(items[index]) else { continue }
            if !(omitting && start == index) { parts.append(.slice(items[start..<index])) }
            start = index + 1
        }
        if !(omitting && start == items.count) { parts.append(.slice(items[start..<items.count])) }
        return .array(parts)
    }
}
