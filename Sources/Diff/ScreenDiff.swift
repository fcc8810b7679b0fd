internal import AppModel
public import Crawl

/// The differences between two screens' elements: matched by identifier,
/// then label, then position (same kind of element nearest in place),
/// compared field by field, and the matched elements' reading order
/// checked for moves (the fewest moves that explain the new order).
public struct ScreenDiff: Sendable {
    /// The screen's name in the first and the second input.
    public var first: String
    /// The screen's name (its key) in the second input.
    public var second: String
    /// Every difference, in the second screen's reading order (removed ones
    /// where they stood in the first).
    public var changes: [ElementChange]

    /// Compares the reachable elements of two screens.
    public init(first: ScreenSnapshot, second: ScreenSnapshot, options: DiffOptions) {
        self.first = first.key
        self.second = second.key
        let a = Self.elements(of: first)
        let b = Self.elements(of: second)
        changes = Self.compare(a, b, options: options)
    }

    /// The elements VoiceOver reaches, in reading order.
    static func elements(of screen: ScreenSnapshot) -> [DiffElement] {
        screen.elements.filter { $0.order != nil }.sorted { $0.order! < $1.order! }.enumerated().map { index, element in
            let label = element.label.flatMap { $0.isEmpty ? nil : $0 }
            let identifier = element.identifier.flatMap { $0.isEmpty ? nil : $0 }
            return DiffElement(
                name: label ?? identifier ?? element.description, spoken: element.description, label: label,
                value: element.value.flatMap { $0.isEmpty ? nil : $0 }, identifier: identifier, traits: element.traits,
                frame: element.frame, order: index + 1)
        }
    }

    static func compare(_ a: [DiffElement], _ b: [DiffElement], options: DiffOptions) -> [ElementChange] {
        var pairOfB = [Int?](repeating: nil, count: b.count)
        var matchedA = [Bool](repeating: false, count: a.count)
        func match(_ key: (DiffElement) -> String?) {
            var waiting: [String: [Int]] = [:]
            for (index, element) in a.enumerated() where !matchedA[index] {
                if let k = key(element) { waiting[k, default: []].append(index) }
            }
            for (index, element) in b.enumerated() where pairOfB[index] == nil {
                guard let k = key(element), var queue = waiting[k], !queue.isEmpty else { continue }
                let found = queue.removeFirst()
                waiting[k] = queue
                pairOfB[index] = found
                matchedA[found] = true
            }
        }
        match { $0.identifier }
        match { $0.label }
        // Then position: the unmatched element of the same traits nearest in place (within 44 pt).
        for (index, element) in b.enumerated() where pairOfB[index] == nil {
            var best: (index: Int, distance: Double)?
            for (candidate, other) in a.enumerated()
            where !matchedA[candidate] && Set(other.traits) == Set(element.traits) {
                let distance =
                    Swift.abs(other.frame.center.x - element.frame.center.x)
                    + Swift.abs(other.frame.center.y - element.frame.center.y)
                if distance <= 44, distance < (best?.distance ?? .infinity) { best = (candidate, distance) }
            }
            if let best {
                pairOfB[index] = best.index
                matchedA[best.index] = true
            }
        }
        var changes: [(position: Double, change: ElementChange)] = []
        for (index, element) in b.enumerated() {
            guard let pair = pairOfB[index] else {
                changes.append((Double(index), .added(element)))
                continue
            }
            let fields = Self.fields(a[pair], element, options: options)
            if !fields.isEmpty { changes.append((Double(index), .changed(a[pair], element, fields))) }
        }
        for (index, element) in a.enumerated() where !matchedA[index] {
            // Where it stood: just after the element that preceded it in the first screen.
            let before = b.indices.last { pairOfB[$0].map { $0 < index } ?? false }
            changes.append(((before.map(Double.init) ?? -1) + 0.5, .removed(element)))
        }
        if !options.ignored.contains(.order) {
            let matched = b.indices.filter { pairOfB[$0] != nil }
            // Ranks among the paired elements: an element whose rank is the
            // same on both sides is preferred among equally long runs, so a
            // swapped pair reports the pair, not its neighbour.
            let firstRanks = Dictionary(
                uniqueKeysWithValues: a.indices.filter { matchedA[$0] }.enumerated().map { ($1, $0) })
            let stays = matched.enumerated().map { rank, index in firstRanks[pairOfB[index]!] == rank }
            let kept = Set(longestIncreasing(matched.map { pairOfB[$0]! }, preferring: stays).map { matched[$0] })
            for (rank, index) in matched.enumerated() where !kept.contains(index) {
                let after = rank > 0 ? b[matched[rank - 1]].name : nil
                changes.append(
                    (
                        Double(index) + 0.25,
                        .moved(b[index], from: a[pairOfB[index]!].order, to: b[index].order, after: after)
                    ))
            }
        }
        return changes.sorted { $0.position < $1.position }.map(\.change)
    }

    /// The fields that differ between a matched pair.
    static func fields(_ old: DiffElement, _ new: DiffElement, options: DiffOptions) -> [ElementChange.Field] {
        var fields: [ElementChange.Field] = []
        if old.label != new.label { fields.append(.label) }
        if !options.ignored.contains(.values), old.value != new.value { fields.append(.value) }
        if !options.ignored.contains(.traits), Set(old.traits) != Set(new.traits) { fields.append(.traits) }
        if !options.ignored.contains(.frames) {
            let t = options.tolerance
            let (o, n) = (old.frame, new.frame)
            if Swift.abs(o.minX - n.minX) > t || Swift.abs(o.minY - n.minY) > t || Swift.abs(o.width - n.width) > t
                || Swift.abs(o.height - n.height) > t
            {
                fields.append(.frame)
            }
        }
        // What is spoken beyond label, value and traits (a hint, "Actions Available", a tab position).
        if fields.isEmpty, old.spoken != new.spoken, options.ignored.isDisjoint(with: [.values, .traits]) {
            fields.append(.spoken)
        }
        return fields
    }

    /// Indexes (into `values`) of a longest strictly increasing subsequence
    /// that, among the longest, holds the most `preferred` positions (exact
    /// for up to 2,000 values; beyond, any longest one, in O(n log n)).
    static func longestIncreasing(_ values: [Int], preferring preferred: [Bool]) -> [Int] {
        guard values.count <= 2_000, !values.isEmpty else { return longestIncreasing(values) }
        // Score: length first, preferred positions second.
        let scale = values.count + 1
        var best = [Int](repeating: 0, count: values.count)
        var previous = [Int](repeating: -1, count: values.count)
        for index in values.indices {
            best[index] = scale + (preferred[index] ? 1 : 0)
            for earlier in 0..<index where values[earlier] < values[index] {
                let score = best[earlier] + scale + (preferred[index] ? 1 : 0)
                if score > best[index] {
                    best[index] = score
                    previous[index] = earlier
                }
            }
        }
        var index = best.indices.max { best[$0] < best[$1] || (best[$0] == best[$1] && $0 > $1) }!
        var result: [Int] = []
        while index >= 0 {
            result.append(index)
            index = previous[index]
        }
        return result.reversed()
    }

    /// Indexes (into `values`) of one longest strictly increasing subsequence.
    static func longestIncreasing(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var index = tails.last!
        while index >= 0 {
            result.append(index)
            index = previous[index]
        }
        return result.reversed()
    }
}
