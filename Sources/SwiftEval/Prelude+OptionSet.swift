/// `OptionSet` as the standard library defines it over a type's
/// `rawValue` bits: run as Swift source with the program's rules, so a
/// program's option set prints, compares and combines as compiled.
enum OptionSetPrelude {
    static let source = """
        protocol OptionSet {}
        extension OptionSet {
            init() { self.init(rawValue: 0) }
            init(_ elements: [Self]) {
                self.init(rawValue: 0)
                for element in elements { self = Self(rawValue: self.rawValue | element.rawValue) }
            }
            init(arrayLiteral elements: Self...) {
                self.init(rawValue: 0)
                for element in elements { self = Self(rawValue: self.rawValue | element.rawValue) }
            }
            var isEmpty: Bool { rawValue == 0 }
            func contains(_ member: Self) -> Bool { (rawValue & member.rawValue) == member.rawValue }
            func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
            func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
            func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
            func subtracting(_ other: Self) -> Self { Self(rawValue: rawValue & ~other.rawValue) }
            func isSubset(of other: Self) -> Bool { (rawValue & other.rawValue) == rawValue }
            func isSuperset(of other: Self) -> Bool { (rawValue & other.rawValue) == other.rawValue }
            func isDisjoint(with other: Self) -> Bool { (rawValue & other.rawValue) == 0 }
            func isStrictSubset(of other: Self) -> Bool { isSubset(of: other) && rawValue != other.rawValue }
            func isStrictSuperset(of other: Self) -> Bool { isSuperset(of: other) && rawValue != other.rawValue }
            mutating func formUnion(_ other: Self) { self = union(other) }
            mutating func formIntersection(_ other: Self) { self = intersection(other) }
            mutating func formSymmetricDifference(_ other: Self) { self = symmetricDifference(other) }
            mutating func subtract(_ other: Self) { self = subtracting(other) }
            @discardableResult
            mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
                let old = intersection(newMember)
                if old == newMember { return (false, old) }
                self = union(newMember)
                return (true, newMember)
            }
            @discardableResult
            mutating func remove(_ member: Self) -> Self? {
                let found = intersection(member)
                self = subtracting(member)
                return found.isEmpty ? nil : found
            }
            @discardableResult
            mutating func update(with newMember: Self) -> Self? {
                let found = intersection(newMember)
                self = union(newMember)
                return found.isEmpty ? nil : found
            }
        }
        """
}
