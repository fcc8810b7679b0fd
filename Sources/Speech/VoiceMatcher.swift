/// Finds voices close to a name that espeak-ng did not accept, for
/// "did you mean" hints: same language family first, then edit distance.
public struct VoiceMatcher: Sendable {
    /// The installed voices.
    public var voices: [VoiceInfo]

    /// Creates a matcher over `voices`.
    public init(voices: [VoiceInfo]) {
        self.voices = voices
    }

    /// Up to `limit` selectors close to `name`, best first.
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        let wanted = name.lowercased().split(separator: "+").first.map(String.init) ?? name.lowercased()
        let candidates = Set(voices.flatMap(\.languages))
        let scored = candidates.map { candidate -> (String, Int) in
            let lower = candidate.lowercased()
            var score = Self.distance(wanted, lower)
            if lower.hasPrefix(wanted) || wanted.hasPrefix(lower) { score -= 2 }
            return (candidate, score)
        }
        let threshold = max(2, wanted.count / 2)
        return scored.filter { $0.1 <= threshold }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(limit).map(\.0)
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
