/// A file glob as `.a11ysim.yml`'s `exclude` writes it: `*` matches within
/// one folder name, `**` any number of folders (`**/` also none), `?` one
/// character other than `/`; any other character matches itself.
struct GlobPattern: Sendable, Hashable {
    let pattern: String

    init(_ pattern: String) { self.pattern = pattern }

    /// Whether `path` (folders separated by `/`) matches the whole pattern.
    /// Each (pattern position, path position) pair is decided once, so the
    /// work is bounded by their product.
    func matches(_ path: String) -> Bool {
        let p = Array(pattern)
        let s = Array(path)
        var memo = [Bool?](repeating: nil, count: (p.count + 1) * (s.count + 1))
        func match(_ i: Int, _ j: Int) -> Bool {
            let slot = i * (s.count + 1) + j
            if let known = memo[slot] { return known }
            let result: Bool
            if i == p.count {
                result = j == s.count
            } else if p[i] == "*" {
                let double = i + 1 < p.count && p[i + 1] == "*"
                let next = double ? i + 2 : i + 1
                if double, next < p.count, p[next] == "/", match(next + 1, j) {
                    result = true
                } else if match(next, j) {
                    result = true
                } else if j < s.count, double || s[j] != "/" {
                    result = match(i, j + 1)
                } else {
                    result = false
                }
            } else if j < s.count, p[i] == "?" ? s[j] != "/" : p[i] == s[j] {
                result = match(i + 1, j + 1)
            } else {
                result = false
            }
            memo[slot] = result
            return result
        }
        return match(0, 0)
    }
}
