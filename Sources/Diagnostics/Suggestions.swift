/// "Did you mean …" hints: the closest candidate by edit distance.
public enum Suggestions {
    /// The hint for `word` among `candidates`, if one is close enough.
    public static func hint(for word: String, among candidates: some Sequence<String>) -> String? {
        closest(to: word, among: candidates).map { "did you mean '\($0)'?" }
    }

    /// The candidate closest to `word`, when within a third of its length
    /// (at least 2 edits), or differing only in case.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates.sorted() {
            if candidate.lowercased() == lowered { return candidate }
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best, distance <= max(2, word.count / 3) else { return nil }
        return candidate
    }

    /// The first of `groups` whose nearest candidate is nearest of all
    /// (groups in order of precedence: a view's ids before its labels),
    /// as a hint.
    public static func hint(for word: String, amongGroups groups: [some Sequence<String>]) -> String? {
        var best: (String, Int)?
        for group in groups {
            guard let candidate = closest(to: word, among: group) else { continue }
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best.map { "did you mean '\($0.0)'?" }
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
