/// How much a finding hurts a VoiceOver user, as axe-core grades it.
public enum Impact: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case minor, moderate, serious, critical

    /// Position in severity order, from 0 (minor).
    public var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Orders impacts from minor to critical.
    public static func < (lhs: Impact, rhs: Impact) -> Bool { lhs.rank < rhs.rank }
}
