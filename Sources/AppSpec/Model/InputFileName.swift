/// How an input is named in a scenario's name and in messages.
public enum InputFileName {
    /// The last component of `path` (`Main.storyboard`; `Coffee` for `Apps/Coffee/`).
    public static func of(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
