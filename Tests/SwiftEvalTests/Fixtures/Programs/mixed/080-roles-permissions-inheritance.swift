// Team roles: permissions as enum sets, role inheritance resolved recursively, member checks, audit rows.
import Foundation

enum Permission: String, CaseIterable, Comparable {
    case read, comment, edit, share, invite, billing, delete
    static func < (a: Permission, b: Permission) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

struct Role {
    let name: String
    let inherits: String?
    let grants: Set<Permission>
    let revokes: Set<Permission>
}

let roles: [String: Role] = [
    "viewer": Role(name: "viewer", inherits: nil, grants: [.read], revokes: []),
    "commenter": Role(name: "commenter", inherits: "viewer", grants: [.comment], revokes: []),
    "editor": Role(name: "editor", inherits: "commenter", grants: [.edit, .share], revokes: []),
    "admin": Role(name: "admin", inherits: "editor", grants: [.invite, .billing, .delete], revokes: []),
    "contractor": Role(name: "contractor", inherits: "editor", grants: [], revokes: [.share, .comment]),
    "loopy": Role(name: "loopy", inherits: "loopy", grants: [.read], revokes: []),
    "orphan": Role(name: "orphan", inherits: "ghost", grants: [.comment], revokes: []),
]

func permissions(for roleName: String, seen: Set<String> = []) -> Set<Permission> {
    guard let role = roles[roleName], !seen.contains(roleName) else { return [] }
    let parent = role.inherits.map { permissions(for: $0, seen: seen.union([roleName])) } ?? []
    return parent.union(role.grants).subtracting(role.revokes)
}

func chain(_ roleName: String) -> [String] {
    var result: [String] = []
    var current: String? = roleName
    while let name = current, !result.contains(name) {
        result.append(name)
        current = roles[name]?.inherits
    }
    return result
}

for name in ["viewer", "commenter", "editor", "admin", "contractor", "loopy", "orphan", "nobody"] {
    let perms = permissions(for: name).sorted()
    print("\(name.padding(toLength: 11, withPad: " ", startingAt: 0)) \(perms.isEmpty ? "(none)" : perms.map(\.rawValue).joined(separator: ","))  via \(chain(name).joined(separator: "<"))")
}

let members: [(String, String)] = [("noor", "admin"), ("ivan", "contractor"), ("zoe", "viewer"), ("li", "orphan")]
let action: Permission = .share
let allowed = members.filter { permissions(for: $0.1).contains(action) }.map(\.0)
print("Can \(action.rawValue): \(allowed.joined(separator: ", "))")
let matrix = Permission.allCases.map { p in "\(p.rawValue)=\(members.filter { permissions(for: $0.1).contains(p) }.count)" }
print("Counts: \(matrix.joined(separator: " "))")
let diff = permissions(for: "editor").symmetricDifference(permissions(for: "contractor")).sorted().map(\.rawValue)
print("editor vs contractor differ on: \(diff)")
print("Admin is superset of editor: \(permissions(for: "admin").isSuperset(of: permissions(for: "editor")))")
