/// A local package's type, named by the app through its module.
public enum Kind: String, CaseIterable {
    case fish, bugs, fossils

    public static func water() -> [Kind] { [.fish] }
}
